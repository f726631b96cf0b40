#include "store/pin.hpp"

#include "core/error.hpp"
#include "core/sanitize.hpp"

namespace mind::store {

std::optional<std::string> unsafe_ref_reason(std::string_view value) {
  if (value.empty()) return "it is empty";
  if (value.front() == '-') return "it starts with '-' and could be read as an option";
  for (unsigned char c : value) {
    if (c < 0x20 || c == 0x7F) return "it contains a control character";
    if (c == ' ' || c == '\t' || c == '\n' || c == '\v' || c == '\f' || c == '\r') {
      return "it contains whitespace";
    }
    if (std::string_view("~^:?*[\\").find(static_cast<char>(c)) != std::string_view::npos) {
      return std::string("it contains '") + static_cast<char>(c) + "'";
    }
  }
  if (value.find("..") != std::string_view::npos) return "it contains '..'";
  if (value.find("@{") != std::string_view::npos) return "it contains '@{'";
  if (value.front() == '/' || value.back() == '/' || value.find("//") != std::string_view::npos) {
    return "it has an empty path component";
  }
  if (value.back() == '.' || value.ends_with(".lock")) return "it ends with '.' or '.lock'";
  return std::nullopt;
}

namespace {

std::string checked_ref(const std::string& value, const std::string& pin_text) {
  if (auto why = unsafe_ref_reason(value)) {
    throw Error(ErrorKind::invalid_ref,
                "invalid pin '" + mind::sanitize_display(pin_text) + "': " + *why,
                {"a pin is HEAD, a tag, branch or commit, branch=<name>, or tag=<name>"});
  }
  return value;
}

}  // namespace

PinRequest parse_pin_request(const std::string& text) {
  if (text.empty()) {
    throw Error(ErrorKind::bad_pin_spec, "--pin needs a value",
                {"use --pin HEAD, --pin <ref>, --pin branch=<name> or --pin tag=<name>"});
  }
  if (text == "HEAD") return {PinRequest::Kind::freeze_head, ""};
  // A value starting with '-' is refused as a ref below, before '=' is looked at,
  // so `--upload-pack=x` is an invalid ref and never a key.
  const auto eq = text.find('=');
  if (eq != std::string::npos && !text.starts_with("-")) {
    const std::string key = text.substr(0, eq);
    const std::string value = text.substr(eq + 1);
    if (key == "branch") return {PinRequest::Kind::follow_branch, checked_ref(value, text)};
    if (key == "tag") return {PinRequest::Kind::tag, checked_ref(value, text)};
    throw Error(ErrorKind::bad_pin_spec, "unknown pin form '" + mind::sanitize_display(text) + "'",
                {"use --pin HEAD, --pin <ref>, --pin branch=<name> or --pin tag=<name>"});
  }
  return {PinRequest::Kind::freeze_ref, checked_ref(text, text)};
}

std::optional<Pin> floating_pin(const PinRequest& request) {
  switch (request.kind) {
    case PinRequest::Kind::follow_branch:
      return Pin{Pin::Kind::follow_branch, request.value};
    case PinRequest::Kind::tag:
      return Pin{Pin::Kind::tag, request.value};
    case PinRequest::Kind::freeze_head:
    case PinRequest::Kind::freeze_ref:
      break;
  }
  return std::nullopt;
}

std::string describe_pin(const Pin& pin) {
  const std::string value = mind::sanitize_display(pin.value);
  switch (pin.kind) {
    case Pin::Kind::follow_branch:
      return "branch " + value;
    case Pin::Kind::tag:
      return "tag " + value;
    case Pin::Kind::ref:
      return "ref " + value.substr(0, 7);
    case Pin::Kind::default_branch:
      break;
  }
  return "default branch";
}

}  // namespace mind::store
