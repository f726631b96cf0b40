/// libFuzzer target for the workflow meta reader (WF-5, WF-57, WF-58).
///
/// Checks, for any bytes:
/// - purity: two reads of the same bytes give the same answer;
/// - the result is self-consistent: `ok` exactly when reason is none and name
///   and description are present; a refused declaration carries no values;
/// - a reported name is non-empty, already trimmed, valid UTF-8, and holds no
///   control or invisible code point (WF-58);
/// - a reported description or whenToUse is valid UTF-8 and not blank (WF-63).
///   They MAY hold control characters, by design: the reader reports them as
///   the harness holds them and the catalog sanitizes once, at capture (DSC-94);
/// - the detail is printable: valid UTF-8, no C0/C1 control or DEL;
/// - incremental reads: for a prefix whose verdict did not need the end of the
///   input, the verdict equals the whole input's, and `bytes_examined` never
///   exceeds the input.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "core/utf8.hpp"
#include "discovery/meta_reader.hpp"

namespace {

using mind::discovery::MetaReason;
using mind::discovery::MetaStatus;
using mind::discovery::WorkflowMeta;
namespace utf8 = mind::utf8;

void check(bool condition) {
  if (!condition) std::abort();
}

bool is_valid_utf8(std::string_view text) {
  for (std::size_t at = 0; at < text.size();) {
    const utf8::DecodedCodePoint decoded = utf8::decode_at(text, at);
    if (!decoded.valid) return false;
    at += decoded.length;
  }
  return true;
}

bool is_printable(std::string_view text) {
  if (!is_valid_utf8(text)) return false;
  for (std::size_t at = 0; at < text.size();) {
    const utf8::DecodedCodePoint decoded = utf8::decode_at(text, at);
    if (decoded.value < 0x20 || (decoded.value >= 0x7F && decoded.value <= 0x9F)) return false;
    at += decoded.length;
  }
  return true;
}

bool is_blank(std::string_view text) { return utf8::trim_js_whitespace(text).empty(); }

void check_consistent(const WorkflowMeta& meta, std::size_t input_size) {
  check(meta.bytes_examined <= input_size);
  check(!meta.needed_more_input || meta.bytes_examined == input_size);
  check(is_printable(meta.detail));
  check(meta.status != MetaStatus::unread);  // only unread_over_cap produces it
  const bool ok = meta.status == MetaStatus::ok;
  check(ok == (meta.reason == MetaReason::none));
  check(ok == meta.detail.empty());
  if (ok) check(meta.name.has_value() && meta.description.has_value());
  if (meta.reason == MetaReason::bad_name) check(!meta.name.has_value());
  if (meta.reason == MetaReason::bad_description) check(!meta.description.has_value());
  const bool declaration_refused = meta.reason != MetaReason::none &&
                                   meta.reason != MetaReason::bad_name &&
                                   meta.reason != MetaReason::bad_description;
  if (declaration_refused) {
    check(!meta.name && !meta.description && !meta.when_to_use);
  }
  if (meta.name) {
    check(!meta.name->empty());
    check(utf8::trim_js_whitespace(*meta.name) == *meta.name);
    check(is_valid_utf8(*meta.name));
    check(!utf8::find_control_or_invisible(*meta.name).found);
  }
  if (meta.description) check(is_valid_utf8(*meta.description) && !is_blank(*meta.description));
  if (meta.when_to_use) check(is_valid_utf8(*meta.when_to_use) && !is_blank(*meta.when_to_use));
}

void check_prefix_agrees(std::string_view bytes, std::size_t cut, const WorkflowMeta& whole) {
  if (cut > bytes.size()) return;
  const WorkflowMeta prefix = mind::discovery::read_workflow_meta(bytes.substr(0, cut));
  check_consistent(prefix, cut);
  if (!prefix.needed_more_input) check(prefix == whole);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view bytes(reinterpret_cast<const char*>(data), size);
  const WorkflowMeta first = mind::discovery::read_workflow_meta(bytes);
  const WorkflowMeta second = mind::discovery::read_workflow_meta(bytes);
  check(first == second);
  check_consistent(first, size);

  // The exact bytes the reader looked at must be enough to reproduce it.
  if (!first.needed_more_input) check_prefix_agrees(bytes, first.bytes_examined, first);
  // And an arbitrary cut chosen by the input itself.
  if (size > 0) check_prefix_agrees(bytes, (size * data[size - 1]) / 256, first);
  return 0;
}
