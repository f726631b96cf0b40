/// libFuzzer target for the token lexer and expansion (NS-10..15, NS-53,
/// TOOL-10..14, WF-25).
///
/// Checks, for any bytes:
/// - purity: two lexes and two expansions of the same bytes agree;
/// - lexed tokens are in order, inside the input, never overlap, and `written`
///   is exactly the bytes between `begin` and `end`; an unterminated opener
///   comes after the last token;
/// - a token-free input (no `{{`, no `<<ns:`) expands to itself byte for byte,
///   unchanged and without failure, and so does any input that is not UTF-8;
/// - a failure reports a token that occurs in the input (pass 1) or in the
///   pass-1 output (pass 2), and leaves the text unchanged;
/// - `changed` is exactly "the output differs from the input";
/// - the unguarded-reference scan terminates and reports only sibling names.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>
#include <vector>

#include "namespacing/token_expansion.hpp"
#include "namespacing/token_lexer.hpp"
#include "namespacing/unguarded_references.hpp"

namespace {

namespace ns = mind::namespacing;
using mind::discovery::Kind;

void check(bool condition) {
  if (!condition) std::abort();
}

void check_lexed(std::string_view text, const ns::LexedTokens& lexed) {
  std::size_t last_end = 0;
  for (const ns::Token& t : lexed.tokens) {
    check(t.begin >= last_end && t.begin < t.end && t.end <= text.size());
    check(t.written == text.substr(t.begin, t.end - t.begin));
    last_end = t.end;
  }
  if (lexed.unterminated)
    check(*lexed.unterminated >= last_end && *lexed.unterminated < text.size());
}

bool same(const ns::LexedTokens& a, const ns::LexedTokens& b) {
  if (a.unterminated != b.unterminated || a.tokens.size() != b.tokens.size()) return false;
  for (std::size_t i = 0; i < a.tokens.size(); ++i) {
    const ns::Token &x = a.tokens[i], &y = b.tokens[i];
    if (x.begin != y.begin || x.end != y.end || x.family != y.family || x.name != y.name ||
        x.kind_word != y.kind_word || x.kind_qualified != y.kind_qualified) {
      return false;
    }
  }
  return true;
}

const std::vector<ns::Sibling> kSiblings = {
    {Kind::skill, "helper", "jk:helper", "helper", std::nullopt},
    {Kind::agent, "auditor", "jk:auditor", "auditor", std::nullopt},
    {Kind::tool, "linter", "jk:linter", "linter", "lint.sh"},
    {Kind::workflow, "review", "jk:review", "review", std::nullopt},
    {Kind::skill, "linter", "jk:linter", "linter", std::nullopt},
};

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);

  const ns::LexedTokens names = ns::lex_name_tokens(text);
  const ns::LexedTokens paths = ns::lex_path_tokens(text);
  check(same(names, ns::lex_name_tokens(text)));
  check(same(paths, ns::lex_path_tokens(text)));
  check_lexed(text, names);
  check_lexed(text, paths);

  const ns::ExpansionScope scope{kSiblings, Kind::workflow, "review", "/home/u/.mind/store",
                                 "/home/u"};
  for (ns::PathForm form : {ns::PathForm::home_relative, ns::PathForm::absolute}) {
    const ns::Expansion first = ns::expand_tokens(text, scope, form);
    const ns::Expansion second = ns::expand_tokens(text, scope, form);
    check(first.text == second.text && first.changed == second.changed &&
          first.failure == second.failure);
    check(first.changed == (first.text != text));
    if (!ns::may_hold_tokens(text) || !ns::is_valid_utf8(text)) {
      check(first.text == text && !first.changed && !first.failure);
    }
    if (first.failure) {
      check(first.text == text && !first.changed);
      check(!first.failure->token.empty() && !first.failure->reason.empty());
    }
  }

  for (const ns::UnguardedReference& ref :
       ns::find_unguarded_references(text, kSiblings, "review")) {
    check(ref.count > 0 && ref.line > 0 && ref.name != "review" && ref.name != "auditor");
  }
  return 0;
}
