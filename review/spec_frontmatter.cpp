#include "review/spec_frontmatter.hpp"

#include <yaml.h>

#include <memory>
#include <set>

#include "core/utf8.hpp"

namespace mind::review {
namespace {

bool valid_utf8(std::string_view text) {
  for (std::size_t i = 0; i < text.size();) {
    const utf8::DecodedCodePoint d = utf8::decode_at(text, i);
    if (!d.valid) return false;
    i += d.length;
  }
  return true;
}

// Python's text mode (the reference's `read_text()`): `\r\n` and a lone `\r`
// are each one `\n`.
std::string python_newlines(std::string_view raw) {
  std::string text;
  text.reserve(raw.size());
  for (std::size_t i = 0; i < raw.size(); ++i) {
    if (raw[i] != '\r') {
      text.push_back(raw[i]);
      continue;
    }
    text.push_back('\n');
    if (i + 1 < raw.size() && raw[i + 1] == '\n') ++i;
  }
  return text;
}

std::uint32_t line_of(std::string_view text, std::size_t offset) {
  std::uint32_t line = 1;
  for (std::size_t i = 0; i < offset && i < text.size(); ++i) line += text[i] == '\n' ? 1 : 0;
  return line;
}

// The block starts on the opening `---` line, so libyaml's 0-based line is
// the file's 1-based one.
std::uint32_t file_line(const yaml_mark_t& mark) {
  return static_cast<std::uint32_t>(mark.line + 1);
}

struct Node {
  const yaml_char_t* anchor = nullptr;
  const yaml_char_t* tag = nullptr;
  bool flow = false;
};

Node node_of(const yaml_event_t& ev) {
  switch (ev.type) {
    case YAML_SCALAR_EVENT:
      return {ev.data.scalar.anchor, ev.data.scalar.tag, false};
    case YAML_SEQUENCE_START_EVENT:
      return {ev.data.sequence_start.anchor, ev.data.sequence_start.tag,
              ev.data.sequence_start.style == YAML_FLOW_SEQUENCE_STYLE};
    case YAML_MAPPING_START_EVENT:
      return {ev.data.mapping_start.anchor, ev.data.mapping_start.tag,
              ev.data.mapping_start.style == YAML_FLOW_MAPPING_STYLE};
    default:
      return {};
  }
}

// Walks the events, refusing what strictyaml refuses and keeping the root
// mapping's keys with their values' types and text.
class StrictWalker {
 public:
  explicit StrictWalker(SpecFrontmatter& out) : out_(out) {}

  // false: stop (the result is final).
  bool on(const yaml_event_t& ev) {
    const Node node = node_of(ev);
    if (node.anchor) return refuse(ev, "holds a YAML anchor (&)");
    if (node.tag) return refuse(ev, "holds a YAML tag (!)");
    if (node.flow)
      return refuse(ev, "holds a flow collection ([...] or {...}); write it in block style");
    switch (ev.type) {
      case YAML_ALIAS_EVENT:
        return refuse(ev, "holds a YAML alias (*)");
      case YAML_DOCUMENT_START_EVENT:
        return ++documents_ == 1 || refuse(ev, "holds more than one YAML document");
      case YAML_SCALAR_EVENT:
        return on_node(ev, SpecValue::Type::text);
      case YAML_SEQUENCE_START_EVENT:
        return on_node(ev, SpecValue::Type::sequence) && open(ev, false);
      case YAML_MAPPING_START_EVENT:
        return on_node(ev, SpecValue::Type::mapping) && open(ev, true);
      case YAML_SEQUENCE_END_EVENT:
      case YAML_MAPPING_END_EVENT:
        frames_.pop_back();
        return true;
      default:
        return true;
    }
  }

  bool saw_root() const { return saw_root_; }

 private:
  struct Frame {
    bool mapping = false;
    bool expect_key = true;
    std::set<std::string, std::less<>> keys;
  };

  bool refuse(const yaml_event_t& ev, std::string why) {
    out_.problem = "its frontmatter " + std::move(why) +
                   ", which the reference's YAML reader "
                   "(strictyaml) refuses";
    out_.problem_line = file_line(ev.start_mark);
    out_.keys.clear();
    return false;
  }

  // A node in its parent: a mapping's key or value, a sequence's item, or the root.
  bool on_node(const yaml_event_t& ev, SpecValue::Type type) {
    if (frames_.empty()) {
      saw_root_ = true;
      if (type != SpecValue::Type::mapping) return refuse(ev, "is not a YAML mapping");
      return true;
    }
    Frame& parent = frames_.back();
    if (!parent.mapping) return true;
    if (parent.expect_key) {
      if (type != SpecValue::Type::text) return refuse(ev, "holds a key that is not text");
      const std::string key(reinterpret_cast<const char*>(ev.data.scalar.value),
                            ev.data.scalar.length);
      if (!parent.keys.insert(key).second) return refuse(ev, "repeats the key `" + key + "`");
      if (frames_.size() == 1) out_.keys.push_back({key, {SpecValue::Type::text, {}, file_line(ev.start_mark)}});
      parent.expect_key = false;
      return true;
    }
    parent.expect_key = true;
    if (frames_.size() == 1) {
      SpecValue& value = out_.keys.back().second;
      value.type = type;
      if (type == SpecValue::Type::text)
        value.text.assign(reinterpret_cast<const char*>(ev.data.scalar.value),
                          ev.data.scalar.length);
    }
    return true;
  }

  bool open(const yaml_event_t& ev, bool mapping) {
    if (frames_.size() >= kMaxSpecDepth)
      return refuse(ev, "nests deeper than " + std::to_string(kMaxSpecDepth) + " levels");
    frames_.push_back({mapping, true, {}});
    return true;
  }

  SpecFrontmatter& out_;
  std::vector<Frame> frames_;
  int documents_ = 0;
  bool saw_root_ = false;
};

void parse_block(std::string_view block, SpecFrontmatter& out) {
  yaml_parser_t parser;
  if (!yaml_parser_initialize(&parser)) {
    out.problem = "mind could not start its YAML reader";
    return;
  }
  const std::unique_ptr<yaml_parser_t, void (*)(yaml_parser_t*)> guard(&parser, yaml_parser_delete);
  yaml_parser_set_input_string(&parser, reinterpret_cast<const unsigned char*>(block.data()),
                               block.size());
  StrictWalker walker(out);
  for (;;) {
    yaml_event_t ev;
    if (!yaml_parser_parse(&parser, &ev)) {
      out.problem = std::string("its frontmatter is not YAML (") +
                    (parser.problem ? parser.problem : "a syntax error") + ")";
      out.problem_line = file_line(parser.problem_mark);
      out.keys.clear();
      return;
    }
    const bool go_on = walker.on(ev);
    const bool end = ev.type == YAML_STREAM_END_EVENT;
    yaml_event_delete(&ev);
    if (!go_on) return;
    if (end) break;
  }
  if (!walker.saw_root()) {
    out.problem = "its frontmatter is empty, not a YAML mapping";
    out.problem_line = 1;
  }
}

}  // namespace

const SpecValue* SpecFrontmatter::get(std::string_view key) const {
  for (const auto& [k, v] : keys) {
    if (k == key) return &v;
  }
  return nullptr;
}

SpecFrontmatter read_spec_frontmatter(std::string_view raw) {
  SpecFrontmatter out;
  if (!valid_utf8(raw)) {
    out.problem = "it is not UTF-8 text";
    return out;
  }
  const std::string text = python_newlines(raw);
  if (!std::string_view(text).starts_with("---")) {
    out.problem = "it does not start with `---` (the spec requires YAML frontmatter)";
    out.problem_line = 1;
    return out;
  }
  const std::size_t close = text.find("---", 3);
  if (close == std::string::npos) {
    out.problem = "its frontmatter is not closed with `---`";
    out.problem_line = 1;
    return out;
  }
  if (text[close - 1] != '\n') out.split_inside_line = line_of(text, close);
  parse_block(std::string_view(text).substr(3, close - 3), out);
  return out;
}

}  // namespace mind::review
