#include "discovery/meta_statement_scan.hpp"

#include <string>
#include <vector>

#include "discovery/js/lexer.hpp"

namespace mind::discovery {
namespace {

using js::Token;
using js::TokenKind;

// Open brackets by kind: '{', '(', '[', or '$' for a template substitution.
class BracketStack {
 public:
  bool at_depth_zero() const { return open_.empty(); }

  // Records what `token` opens or closes. A `}` closing a substitution resumes
  // the template, and `token` becomes its rest. Returns false when that rest
  // cannot be read.
  bool follow(Token& token, js::Lexer& lexer) {
    if (token.kind == TokenKind::template_head) open_.push_back('$');
    if (token.kind != TokenKind::punctuator) return true;
    const std::string& text = token.value;
    if (text == "{" || text == "(" || text == "[") {
      open_.push_back(text[0]);
    } else if (text == "}" && !open_.empty() && open_.back() == '$') {
      open_.pop_back();
      token = lexer.continue_template();
      if (token.kind == TokenKind::error) return false;
      if (token.kind == TokenKind::template_head) open_.push_back('$');
    } else if ((text == "}" || text == ")" || text == "]") && !open_.empty()) {
      open_.pop_back();
    }
    return true;
  }

 private:
  std::vector<char> open_;
};

}  // namespace

std::optional<std::size_t> find_meta_declaration_at_statement_start(js::Source& source,
                                                                    std::size_t from) {
  js::Lexer lexer(source, js::LexMode::boundaries, from);
  BracketStack brackets;
  // What the previous token says about the next one.
  bool regex_allowed = true;
  bool ends_statement = true;  // start of file, `;` or `}`
  bool have_pending = false;
  Token token;
  for (;;) {
    if (!have_pending) token = lexer.next(regex_allowed);
    have_pending = false;
    if (token.kind == TokenKind::end || token.kind == TokenKind::error) return std::nullopt;
    const bool at_statement_start = ends_statement || token.newline_before;
    if (token.is_word("export") && brackets.at_depth_zero() && at_statement_start) {
      const std::size_t export_offset = token.start;
      token = lexer.next(false);
      if (token.is_word("const")) {
        token = lexer.next(false);
        if (token.kind == TokenKind::identifier && token.value == "meta") return export_offset;
      }
      regex_allowed = false;  // after `export` or `const`: a declaration, not an expression
      ends_statement = false;
      have_pending = true;
      continue;
    }
    if (!brackets.follow(token, lexer)) return std::nullopt;
    regex_allowed = js::regex_may_follow(token);
    ends_statement = token.is_punctuator(";") || token.is_punctuator("}");
  }
}

}  // namespace mind::discovery
