#include "namespacing/token_lexer.hpp"

#include "core/utf8.hpp"

namespace mind::namespacing {
namespace {

constexpr std::string_view kBraceNameOpener = "{{ns:";
constexpr std::string_view kAngleNameOpener = "<<ns:";
constexpr std::string_view kBraceOpen = "{{";
constexpr std::string_view kBraceClose = "}}";
constexpr std::string_view kAngleClose = ">>";

// Unicode White_Space, the set the reference trims token bodies with.
bool is_white_space(char32_t cp) noexcept {
  return (cp >= 0x09 && cp <= 0x0D) || cp == 0x20 || cp == 0x85 || cp == 0xA0 || cp == 0x1680 ||
         (cp >= 0x2000 && cp <= 0x200A) || cp == 0x2028 || cp == 0x2029 || cp == 0x202F ||
         cp == 0x205F || cp == 0x3000;
}

Token make_token(std::string_view text, std::size_t begin, std::size_t end, TokenFamily family,
                 TokenSpelling spelling) {
  Token t;
  t.family = family;
  t.spelling = spelling;
  t.begin = begin;
  t.end = end;
  t.written = text.substr(begin, end - begin);
  return t;
}

// The path family INNER names, or nullopt when INNER is not a path token.
std::optional<Token> path_token(std::string_view text, std::size_t begin, std::size_t end,
                                std::string_view inner) {
  if (inner == "self")
    return make_token(text, begin, end, TokenFamily::self, TokenSpelling::braces);
  if (inner.starts_with("tools:")) {
    Token t = make_token(text, begin, end, TokenFamily::tools, TokenSpelling::braces);
    t.name = trim_token_space(inner.substr(6));
    return t;
  }
  if (inner.starts_with("path:")) {
    Token t = make_token(text, begin, end, TokenFamily::path, TokenSpelling::braces);
    const std::string_view ref = trim_token_space(inner.substr(5));
    const std::size_t colon = ref.find(':');
    if (colon == std::string_view::npos) {
      t.name = ref;
    } else {
      t.kind_qualified = true;
      t.kind_word = ref.substr(0, colon);  // not trimmed: it must be exactly a kind word
      t.name = trim_token_space(ref.substr(colon + 1));
    }
    return t;
  }
  return std::nullopt;
}

}  // namespace

std::string_view trim_token_space(std::string_view text) noexcept {
  std::size_t begin = 0;
  while (begin < text.size()) {
    const auto decoded = mind::utf8::decode_at(text, begin);
    if (!decoded.valid || !is_white_space(decoded.value)) break;
    begin += decoded.length;
  }
  std::size_t end = begin;
  for (std::size_t at = begin; at < text.size();) {
    const auto decoded = mind::utf8::decode_at(text, at);
    at += decoded.length;
    if (!decoded.valid || !is_white_space(decoded.value)) end = at;
  }
  return text.substr(begin, end - begin);
}

bool may_hold_tokens(std::string_view text) noexcept {
  return text.find(kBraceOpen) != std::string_view::npos ||
         text.find(kAngleNameOpener) != std::string_view::npos;
}

LexedTokens lex_name_tokens(std::string_view text) {
  LexedTokens out;
  std::size_t at = 0;
  while (at < text.size()) {
    const std::size_t brace = text.find(kBraceNameOpener, at);
    const std::size_t angle = text.find(kAngleNameOpener, at);
    const std::size_t begin = std::min(brace, angle);
    if (begin == std::string_view::npos) break;
    const bool braces = begin == brace;
    const std::string_view closer = braces ? kBraceClose : kAngleClose;
    const std::size_t body = begin + kBraceNameOpener.size();
    const std::size_t close = text.find(closer, body);
    if (close == std::string_view::npos) {  // NS-13: the rest is text, the scan stops
      out.unterminated = begin;
      break;
    }
    Token t = make_token(text, begin, close + closer.size(), TokenFamily::name,
                         braces ? TokenSpelling::braces : TokenSpelling::angles);
    t.name = trim_token_space(text.substr(body, close - body));
    out.tokens.push_back(t);
    at = t.end;
  }
  return out;
}

LexedTokens lex_path_tokens(std::string_view text) {
  LexedTokens out;
  std::size_t at = 0;
  while (at < text.size()) {
    const std::size_t begin = text.find(kBraceOpen, at);
    if (begin == std::string_view::npos) break;
    const std::size_t body = begin + kBraceOpen.size();
    const std::size_t close = text.find(kBraceClose, body);
    if (close == std::string_view::npos) {  // TOOL-14: the rest is text, the scan stops
      out.unterminated = begin;
      break;
    }
    const std::size_t end = close + kBraceClose.size();
    if (auto t = path_token(text, begin, end, trim_token_space(text.substr(body, close - body)))) {
      out.tokens.push_back(*t);
      at = end;
    } else {
      at = body;  // not a token: `{{` is text, resume right after it
    }
  }
  return out;
}

}  // namespace mind::namespacing
