#include "discovery/frontmatter_yaml.hpp"

#include <yaml.h>

#include <optional>

#include "core/utf8.hpp"
#include "discovery/frontmatter_scalar.hpp"

namespace mind::discovery {
namespace {

constexpr std::string_view kStrTag = "tag:yaml.org,2002:str";

// A scalar's text: plain ones are resolved as Bun's parser does; quoted and
// block scalars, and `!!str`, are text as written. nullopt: a YAML null.
std::optional<std::string> scalar_text(const yaml_event_t& ev) {
  const auto& s = ev.data.scalar;
  const std::string_view text(reinterpret_cast<const char*>(s.value), s.length);
  const bool tagged_str =
      s.tag && std::string_view(reinterpret_cast<const char*>(s.tag)) == kStrTag;
  if (s.style != YAML_PLAIN_SCALAR_STYLE || tagged_str) return std::string(text);
  return resolve_plain_scalar(text);
}

// Bun's parser, and so Claude Code, reads a control character (C0 but NUL,
// DEL, C1) or U+2028/U+2029 inside a value as text and decodes invalid UTF-8
// as U+FFFD; libyaml refuses the first and reads NEL, LS and PS as line
// breaks. Before libyaml sees the block, invalid bytes become U+FFFD and each
// such character a stand-in from plane 15's private use area, mapped back in
// every scalar. A block already holding a stand-in is left as it is.
constexpr char32_t kStandIn = 0xF0000;

bool needs_stand_in(char32_t c) {
  return (c >= 0x01 && c < 0x20 && c != '\t' && c != '\n' && c != '\r') ||
         (c >= 0x7F && c <= 0x9F) || c == 0x2028 || c == 0x2029;
}

bool is_stand_in(char32_t c) { return c >= kStandIn && c <= kStandIn + 0x2029; }

std::optional<std::string> with_stand_ins(std::string_view text) {
  std::string out;
  bool changed = false;
  for (std::size_t i = 0; i < text.size();) {
    const utf8::DecodedCodePoint d = utf8::decode_at(text, i);
    if (is_stand_in(d.value)) return std::nullopt;
    const bool swap = !d.valid || needs_stand_in(d.value);
    if (swap) {
      utf8::append(out, d.valid ? kStandIn + d.value : d.value);
      changed = true;
    } else {
      out.append(text.substr(i, d.length));
    }
    i += d.length;
  }
  if (!changed) return std::nullopt;
  return out;
}

std::string without_stand_ins(const std::string& text) {
  std::string out;
  for (std::size_t i = 0; i < text.size();) {
    const utf8::DecodedCodePoint d = utf8::decode_at(text, i);
    if (is_stand_in(d.value)) {
      utf8::append(out, d.value - kStandIn);
    } else {
      out.append(text, i, d.length);
    }
    i += d.length;
  }
  return out;
}

const yaml_char_t* anchor_of(const yaml_event_t& ev) {
  switch (ev.type) {
    case YAML_SCALAR_EVENT:
      return ev.data.scalar.anchor;
    case YAML_SEQUENCE_START_EVENT:
      return ev.data.sequence_start.anchor;
    case YAML_MAPPING_START_EVENT:
      return ev.data.mapping_start.anchor;
    default:
      return nullptr;
  }
}

// Records the problem and its line (libyaml's marks count from 0).
std::string at_line(YamlRead& out, const yaml_mark_t& mark, std::string_view what) {
  out.line = static_cast<std::uint32_t>(mark.line + 1);
  return "line " + std::to_string(out.line) + ": " + std::string(what);
}

// Walks the events of the first document, keeping the root mapping's keys.
class TopLevelWalker {
 public:
  // false: stop (the result is final).
  bool on(const yaml_event_t& ev, YamlRead& out) {
    if (anchor_of(ev))
      return refuse(out,
                    at_line(out, ev.start_mark, "holds a YAML anchor (&), which mind refuses"));
    switch (ev.type) {
      case YAML_ALIAS_EVENT:  // every anchor is refused, so an alias names none
        out.status = YamlRead::Status::syntax_error;
        out.problem = at_line(out, ev.start_mark, "an alias (*) names no anchor");
        return false;
      case YAML_DOCUMENT_START_EVENT:
        if (++documents_ > 1) out.top = {};  // Bun reads several documents as a list: no keys
        return documents_ == 1;
      case YAML_SCALAR_EVENT:
        on_scalar(ev, out.top);
        return true;
      case YAML_SEQUENCE_START_EVENT:
      case YAML_MAPPING_START_EVENT:
        on_collection(ev, out.top);
        if (++depth_ > kMaxFrontmatterDepth)
          return refuse(out, at_line(out, ev.start_mark,
                                     "nests deeper than " + std::to_string(kMaxFrontmatterDepth) +
                                         " levels"));
        return true;
      case YAML_SEQUENCE_END_EVENT:
      case YAML_MAPPING_END_EVENT:
        if (--depth_ == 1) list_key_.reset();
        return true;
      default:
        return true;
    }
  }

 private:
  static bool refuse(YamlRead& out, std::string why) {
    out.status = YamlRead::Status::refused;
    out.problem = std::move(why);
    out.top = {};
    return false;
  }

  void on_scalar(const yaml_event_t& ev, FrontmatterTop& top) {
    if (depth_ == 2 && list_key_) {
      if (auto item = scalar_text(ev)) top.lists[*list_key_].push_back(std::move(*item));
      return;
    }
    if (depth_ != 1 || !root_is_map_) return;
    if (expect_key_) {
      key_ = scalar_text(ev).value_or("null");  // JavaScript names a null key "null"
      expect_key_ = false;
      return;
    }
    if (key_) {
      top.keys[*key_] = scalar_text(ev).value_or("");
      top.lists.erase(*key_);  // a repeated key: the last wins
    }
    expect_key_ = true;
  }

  void on_collection(const yaml_event_t& ev, FrontmatterTop& top) {
    const bool sequence = ev.type == YAML_SEQUENCE_START_EVENT;
    if (depth_ == 0) {
      root_is_map_ = !sequence;
      return;
    }
    if (depth_ != 1 || !root_is_map_) return;
    if (expect_key_) {  // a complex key: neither it nor its value is kept
      key_.reset();
      expect_key_ = false;
      return;
    }
    if (key_) {
      top.keys[*key_] = "";
      top.lists.erase(*key_);
      if (sequence) {
        top.lists[*key_];
        list_key_ = key_;
      }
    }
    expect_key_ = true;
  }

  std::size_t depth_ = 0;
  int documents_ = 0;
  bool root_is_map_ = false;
  bool expect_key_ = true;
  std::optional<std::string> key_;
  std::optional<std::string> list_key_;
};

void restore(FrontmatterTop& top) {
  FrontmatterTop restored;
  for (auto& [key, value] : top.keys)
    restored.keys[without_stand_ins(key)] = without_stand_ins(value);
  for (auto& [key, items] : top.lists) {
    auto& into = restored.lists[without_stand_ins(key)];
    for (const std::string& item : items) into.push_back(without_stand_ins(item));
  }
  top = std::move(restored);
}

}  // namespace

YamlRead read_yaml_top_level(std::string_view yaml) {
  const std::optional<std::string> swapped = with_stand_ins(yaml);
  if (swapped) yaml = *swapped;
  YamlRead out;
  yaml_parser_t parser;
  if (!yaml_parser_initialize(&parser)) {
    out.status = YamlRead::Status::refused;
    out.problem = "the YAML parser could not start (out of memory)";
    return out;
  }
  yaml_parser_set_input_string(&parser, reinterpret_cast<const unsigned char*>(yaml.data()),
                               yaml.size());
  TopLevelWalker walker;
  for (bool more = true; more;) {
    yaml_event_t ev;
    if (!yaml_parser_parse(&parser, &ev)) {
      out.status = YamlRead::Status::syntax_error;
      out.problem = at_line(out, parser.problem_mark, parser.problem ? parser.problem : "not YAML");
      out.top = {};
      break;
    }
    more = ev.type != YAML_STREAM_END_EVENT && walker.on(ev, out);
    yaml_event_delete(&ev);
  }
  yaml_parser_delete(&parser);
  if (swapped) restore(out.top);
  return out;
}

}  // namespace mind::discovery
