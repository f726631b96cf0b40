#include "discovery/meta_reader.hpp"

#include <optional>
#include <string>
#include <utility>

#include "discovery/harness_quick_meta.hpp"
#include "discovery/js/lexer.hpp"
#include "discovery/js/module_parser.hpp"
#include "discovery/js/source.hpp"
#include "discovery/meta_declaration.hpp"
#include "discovery/meta_statement_scan.hpp"

namespace mind::discovery {
namespace {

WorkflowMeta refused(const DeclarationFailure& failure, std::string_view source) {
  WorkflowMeta result;
  result.status = MetaStatus::invalid;
  result.reason = failure.reason;
  result.detail = failure.what + " at line " + std::to_string(js::line_of(source, failure.offset));
  return result;
}

WorkflowMeta no_meta(std::string detail) {
  WorkflowMeta result;
  result.reason = MetaReason::no_meta;
  result.detail = std::move(detail);
  return result;
}

// Picks the reason when the first statement is not the declaration (see the
// header): scans on for a later `export const meta` at statement position.
WorkflowMeta reason_for_missing_declaration(js::Source& source, std::size_t body_start) {
  const std::optional<std::size_t> later =
      find_meta_declaration_at_statement_start(source, body_start);
  if (!later) {
    return no_meta("the file has no `export const meta` declaration at statement position");
  }
  WorkflowMeta result;
  result.reason = MetaReason::not_first_statement;
  result.detail = "the first statement is not the `export const meta` declaration; one at line " +
                  std::to_string(js::line_of(source.text(), *later)) + " comes after it";
  return result;
}

// The declaration must be the file's first statement (header).
WorkflowMeta read_first_statement(js::Source& source) {
  js::Lexer lexer(source, js::LexMode::values);
  lexer.skip_hashbang();
  const std::size_t body_start = lexer.position();
  js::Token token = lexer.next(true);
  if (token.kind == js::TokenKind::error && token.error_kind == js::TokenError::syntax &&
      !token.unclassified) {
    return refused(DeclarationFailure{MetaReason::syntax_error, token.error, token.start},
                   source.text());
  }
  if (token.kind == js::TokenKind::end) return no_meta("the file has no statements");
  if (token.is_word("export")) {
    token = lexer.next(false);
    if (token.is_word("const")) {
      token = lexer.next(false);
      if (token.kind == js::TokenKind::identifier && token.value == "meta") {
        const MetaDeclaration declaration = read_meta_declaration(lexer);
        if (declaration.failure) return refused(*declaration.failure, source.text());
        return judge_meta_keys(declaration.keys);
      }
    }
  }
  return reason_for_missing_declaration(source, body_start);
}

// The harness's second step (header): when its quick reader refuses the
// file, the whole file must parse as a module for the meta to count.
WorkflowMeta check_whole_module(js::Source& source, WorkflowMeta read) {
  const js::ModuleSyntax syntax = js::check_module_syntax(source);
  if (syntax.verdict == js::ModuleVerdict::parses) return read;
  WorkflowMeta result;
  result.status = MetaStatus::invalid;
  if (syntax.verdict == js::ModuleVerdict::syntax_error) {
    result.reason = MetaReason::module_syntax_error;
    result.detail =
        "the harness parses the whole file, which has a syntax error: " + syntax.problem +
        " at line " + std::to_string(js::line_of(source.text(), syntax.offset));
  } else {
    result.reason = MetaReason::module_unchecked;
    result.detail =
        "the harness parses the whole file, and mind cannot check it: " + syntax.problem +
        " at line " + std::to_string(js::line_of(source.text(), syntax.offset));
  }
  return result;
}

WorkflowMeta read_meta(std::string_view bytes) {
  js::Source source(bytes);
  WorkflowMeta result = read_first_statement(source);
  bool quick_looked_at_end = false;
  if (result.status == MetaStatus::ok) {
    const QuickPath quick = harness_quick_path(bytes);
    quick_looked_at_end = quick.looked_at_end;
    if (!quick.accepted) result = check_whole_module(source, std::move(result));
  }
  result.needed_more_input = source.touched_end() || quick_looked_at_end;
  result.bytes_examined = quick_looked_at_end ? bytes.size() : source.bytes_examined();
  return result;
}

}  // namespace

std::string_view to_slug(MetaReason reason) noexcept {
  switch (reason) {
    case MetaReason::none:
      return "";
    case MetaReason::no_meta:
      return "no-meta";
    case MetaReason::not_first_statement:
      return "not-first-statement";
    case MetaReason::not_pure_literal:
      return "not-pure-literal";
    case MetaReason::bad_name:
      return "bad-name";
    case MetaReason::bad_description:
      return "bad-description";
    case MetaReason::syntax_error:
      return "syntax-error";
    case MetaReason::too_deep:
      return "too-deep";
    case MetaReason::over_cap:
      return "over-cap";
    case MetaReason::module_syntax_error:
      return "module-syntax-error";
    case MetaReason::module_unchecked:
      return "module-unchecked";
  }
  return "";
}

WorkflowMeta read_workflow_meta(std::string_view bytes) noexcept {
  try {
    return read_meta(bytes);
  } catch (...) {  // std::bad_alloc: report that nothing was read
    WorkflowMeta result;
    result.reason = MetaReason::no_meta;
    result.detail = "mind ran out of memory reading the file";
    result.needed_more_input = true;
    return result;
  }
}

WorkflowMeta unread_over_cap(std::uint64_t file_size, std::uint64_t cap) noexcept {
  WorkflowMeta result;
  result.status = MetaStatus::unread;
  result.reason = MetaReason::over_cap;
  try {
    result.detail = "not read: the file is " + std::to_string(file_size) +
                    " bytes, over mind's metadata read cap of " + std::to_string(cap) +
                    " bytes (--max-metadata-size)";
  } catch (...) {
  }
  return result;
}

}  // namespace mind::discovery
