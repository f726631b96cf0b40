#include "store/manifest.hpp"

#include <fcntl.h>
#include <unistd.h>

#include <fmt/format.h>
#include <algorithm>
#include <array>
#include <cerrno>
#include <cstring>

#include <iterator>
#include <nlohmann/json.hpp>

#include "core/error.hpp"

#include "store/atomic_file.hpp"
#include "store/manifest_reader.hpp"
#include "store/state_file.hpp"

namespace mind::store {
namespace {

using nlohmann::json;

constexpr const char* kFileName = "manifest.json";

InstalledItem parse_item(const json& j) {
  InstalledItem item;
  const std::string kind = j.at("kind").get<std::string>();
  auto parsed = discovery::parse_kind(kind);
  if (!parsed) throw std::runtime_error("unknown kind '" + kind + "'");
  item.kind = *parsed;
  item.name = j.at("name").get<std::string>();
  item.bare_name = j.at("bare_name").get<std::string>();
  item.source = j.at("source").get<std::string>();
  if (auto it = j.find("plugin"); it == j.end()) {
    item.plugin_recorded = false;  // written before the field existed
  } else if (!it->is_null()) {
    item.plugin = it->get<std::string>();
  }
  item.commit = j.at("commit").get<std::string>();
  item.hash = j.at("hash").get<std::string>();
  item.store = j.at("store").get<std::string>();
  item.links = j.at("links").get<std::vector<std::string>>();
  item.forms = j.value("forms", std::vector<std::string>{});
  if (auto it = j.find("description"); it != j.end() && !it->is_null()) {
    item.description = it->get<std::string>();
  }
  static const json kNoHooks = json::array();
  const auto found = j.find("install_hooks");
  const json& hooks = found != j.end() && found->is_array() ? *found : kNoHooks;
  for (const json& h : hooks) {
    HookRecord hook{h.at("command").get<std::string>(), std::nullopt, std::nullopt};
    if (auto r = h.find("ran_at"); r != h.end() && !r->is_null())
      hook.ran_at = r->get<std::string>();
    if (auto e = h.find("event"); e != h.end() && e->is_string())  // HOOK-124
      hook.event = e->get<std::string>();
    item.install_hooks.push_back(std::move(hook));
  }
  item.dropped_requires = j.value("dropped_requires", std::vector<std::string>{});
  for (auto [field, member] : {std::pair{"plugin_root", &item.plugin_root},
                               std::pair{"plugin_root_hash", &item.plugin_root_hash}}) {
    if (auto it = j.find(field); it != j.end() && it->is_string()) *member = it->get<std::string>();
  }
  return item;
}

// The manifest and journal text, written directly in the layout nlohmann's
// dump() gives (keys sorted, `indent` spaces a level, or compact at 0): a
// tree of json values per item cost most of a large install's user time and
// doubled its peak memory. manifest_test checks the text against dump().
// Whether every byte is one a JSON string holds as it is: printable ASCII
// but `"` and `\`. Eight bytes a step (each test is exact for "some byte
// is"): this runs over every string of every record a batch writes twice.
bool plain_json_text(std::string_view text) {
  constexpr std::uint64_t kOnes = 0x0101010101010101ULL, kHigh = 0x8080808080808080ULL;
  auto has_zero = [](std::uint64_t v) { return ((v - kOnes) & ~v & kHigh) != 0; };
  auto has_below = [](std::uint64_t v, std::uint64_t n) {
    return ((v - kOnes * n) & ~v & kHigh) != 0;
  };
  auto plain_byte = [](unsigned char c) { return c >= 0x20 && c < 0x7f && c != '"' && c != '\\'; };
  std::size_t i = 0;
  for (; i + 8 <= text.size(); i += 8) {
    std::uint64_t v = 0;
    std::memcpy(&v, text.data() + i, 8);
    if ((v & kHigh) != 0 || has_below(v, 0x20) || has_zero(v ^ (kOnes * 0x7f)) ||
        has_zero(v ^ (kOnes * '"')) || has_zero(v ^ (kOnes * '\\'))) {
      return false;
    }
  }
  for (; i < text.size(); ++i) {
    if (!plain_byte(static_cast<unsigned char>(text[i]))) return false;
  }
  return true;
}

// The writer appends to an fmt buffer, whose appends are inline (a capacity
// check and a copy): through std::string's out-of-line appends, writing the
// member names alone was most of a 1,000-item batch's manifest time.
class JsonText {
 public:
  JsonText(fmt::memory_buffer& out, int indent) : out_(out), indent_(indent) {}

  void open(char bracket) {
    out_.push_back(bracket);
    ++depth_;
    first_ = true;
  }
  void close(char bracket) {
    --depth_;
    if (!first_) newline();
    out_.push_back(bracket);
    first_ = false;
  }
  void key(std::string_view name) {
    separate();
    string(name);
    colon();
  }
  // A member name written in this file: plain ASCII, quoted as it is. The
  // separator, the indent, the quoted name and the colon go in as one
  // append: piece by piece, the names alone were a sixth of a batch's writing.
  void field_name(std::string_view name) {
    const std::size_t spaces = indent_ > 0 ? static_cast<std::size_t>(depth_ * indent_) : 0;
    std::array<char, 128> piece;                    // NOLINT: filled below before use
    if (name.size() + spaces + 6 > piece.size()) {  // never for this file's names
      separate();
      quoted(name);
      colon();
      return;
    }
    std::size_t n = 0;
    if (!first_) piece[n++] = ',';
    first_ = false;
    if (indent_ > 0) {
      piece[n++] = '\n';
      std::memset(piece.data() + n, ' ', spaces);
      n += spaces;
    }
    piece[n++] = '"';
    std::memcpy(piece.data() + n, name.data(), name.size());
    n += name.size();
    piece[n++] = '"';
    piece[n++] = ':';
    if (indent_ > 0) piece[n++] = ' ';
    append(std::string_view(piece.data(), n));
  }
  void element() { separate(); }
  // Plain ASCII as is; anything else through nlohmann, for its escapes and its UTF-8 check.
  void string(std::string_view text) {
    if (plain_json_text(text)) {
      quoted(text);
    } else {
      append(json(std::string(text)).dump());
    }
  }
  void optional(const std::optional<std::string>& text) {
    if (text) {
      string(*text);
    } else {
      append("null");
    }
  }
  void strings(const std::vector<std::string>& list) {
    open('[');
    for (const std::string& text : list) {
      element();
      string(text);
    }
    close(']');
  }
  void number(long long value) { fmt::format_to(std::back_inserter(out_), "{}", value); }
  // A member: its key, then its value.
  void field(std::string_view name, std::string_view text) {
    field_name(name);
    string(text);
  }
  void field_or_null(std::string_view name, const std::optional<std::string>& text) {
    field_name(name);
    optional(text);
  }
  void field(std::string_view name, const std::vector<std::string>& list) {
    field_name(name);
    strings(list);
  }

 private:
  // A resize and a copy, inline: fmt's own append is out of line.
  void append(std::string_view text) {
    const std::size_t at = out_.size();
    out_.try_resize(at + text.size());
    if (!text.empty()) std::memcpy(out_.data() + at, text.data(), text.size());
  }
  // One resize and one copy (three appends were three capacity checks).
  void quoted(std::string_view text) {
    const std::size_t at = out_.size();
    out_.try_resize(at + text.size() + 2);
    char* to = out_.data() + at;
    to[0] = '"';
    if (!text.empty()) std::memcpy(to + 1, text.data(), text.size());
    to[text.size() + 1] = '"';
  }
  void colon() { append(indent_ > 0 ? std::string_view(": ") : std::string_view(":")); }
  void separate() {
    if (!first_) out_.push_back(',');
    newline();
    first_ = false;
  }
  void newline() {
    if (indent_ <= 0) return;
    out_.push_back('\n');
    const auto spaces = static_cast<std::size_t>(depth_) * static_cast<std::size_t>(indent_);
    out_.try_resize(out_.size() + spaces);
    std::memset(out_.data() + out_.size() - spaces, ' ', spaces);
  }

  fmt::memory_buffer& out_;
  int indent_;
  int depth_ = 0;
  bool first_ = true;
};

// One item's object, its keys in nlohmann's (sorted) order.
void write_item(JsonText& out, const InstalledItem& item) {
  out.open('{');
  out.field("bare_name", item.bare_name);
  out.field("commit", item.commit);
  out.field_or_null("description", item.description);
  if (!item.dropped_requires.empty()) out.field("dropped_requires", item.dropped_requires);
  if (!item.forms.empty()) out.field("forms", item.forms);
  out.field("hash", item.hash);
  out.field_name("install_hooks");
  out.open('[');
  for (const HookRecord& h : item.install_hooks) {
    out.element();
    out.open('{');
    out.field("command", h.command);
    if (h.event) out.field("event", *h.event);
    out.field_or_null("ran_at", h.ran_at);
    out.close('}');
  }
  out.close(']');
  out.field("kind", discovery::kind_word(item.kind));
  out.field("links", item.links);
  out.field("name", item.name);
  // A record of unknown plugin stays so until it is reinstalled (it matches by names).
  if (item.plugin_recorded) out.field_or_null("plugin", item.plugin);
  if (item.plugin_root) out.field("plugin_root", *item.plugin_root);
  if (item.plugin_root_hash) out.field("plugin_root_hash", *item.plugin_root_hash);
  out.field("source", item.source);
  out.field("store", item.store);
  out.close('}');
}

}  // namespace

std::string manifest_key(discovery::Kind kind, const std::string& effective_name) {
  return std::string(discovery::kind_word(kind)) + ":" + effective_name;
}

std::string InstalledItem::key() const { return manifest_key(kind, name); }

ItemKey InstalledItem::identity() const { return {source, plugin, kind, bare_name}; }

std::string InstalledItem::prefix() const {
  if (name.size() <= bare_name.size() + 1 || !name.ends_with(":" + bare_name)) return "";
  return name.substr(0, name.size() - bare_name.size() - 1);
}

const InstalledItem* Manifest::find(const std::string& key) const {
  auto it = items.find(key);
  return it == items.end() ? nullptr : &it->second;
}

Manifest load_manifest(const std::filesystem::path& manifest_json) {
  const auto text = read_state_text(manifest_json);
  if (!text) return {};  // STO-23
  ManifestText read = read_manifest_text(*text);
  // The order of the checks: not JSON, then a newer version (which may hold
  // what this build cannot read), then what is wrong inside.
  if (read.syntax) throw_malformed(manifest_json, *read.syntax);
  if (read.structure && read.structure->starts_with("the top level")) {
    throw_malformed(manifest_json, *read.structure);
  }
  check_state_version(read.version, kFileName);
  if (read.structure) throw_malformed(manifest_json, *read.structure);
  return std::move(read.manifest);
}

void save_manifest(const std::filesystem::path& manifest_json, const Manifest& manifest) {
  // Written out in pieces of about kPiece bytes: a whole 1,000-item manifest
  // held in memory was half a megabyte of fresh pages, each a page fault.
  constexpr std::size_t kPiece = std::size_t{64} * 1024;
  AtomicFile file(manifest_json);
  fmt::memory_buffer text;
  text.reserve(kPiece + 4096);
  auto flush = [&] {
    file.write(std::string_view(text.data(), text.size()));
    text.clear();
  };
  JsonText out(text, 2);
  out.open('{');
  out.field_name("items");
  out.open('{');
  for (const auto& [key, item] : manifest.items) {  // a std::map: sorted, as dump() sorts
    out.key(key);
    write_item(out, item);
    if (text.size() >= kPiece) flush();
  }
  out.close('}');
  out.field_name("version");
  out.number(kStateVersion);
  out.close('}');
  text.push_back('\n');
  flush();
  file.commit();
}

namespace {

// Written into `text` (a usual line fits its inline storage), and from
// there to the file: no string is made of it.
void journal_line(fmt::memory_buffer& text, const std::string& key, const InstalledItem* item) {
  JsonText out(text, 0);
  out.open('{');
  if (item != nullptr) {
    out.field_name("item");
    write_item(out, *item);
    out.field_name("set");
  } else {
    out.field_name("erase");
  }
  out.string(key);
  out.close('}');
  text.push_back('\n');
}

int open_journal(const std::filesystem::path& journal) {
  const int fd =
      ::open(journal.c_str(), O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC | O_NOFOLLOW, 0644);
  if (fd < 0) {
    const int err = errno;
    throw io_error("cannot open", journal.string(), err);
  }
  return fd;
}

// One write(2) of the whole line: a process crash cannot tear it. A write
// cut short (a disk that fills up takes what fits and returns the count, with
// errno untouched) goes on with the rest, so that the call that fails says
// why: errno read after a short write was a stale ENOENT (issue 48).
void write_line(int fd, const std::filesystem::path& journal, std::string_view text) {
  while (!text.empty()) {
    const ssize_t n = ::write(fd, text.data(), text.size());
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) {
      const int err = n < 0 ? errno : EIO;
      throw io_error("cannot append to", journal.string(), err);
    }
    text.remove_prefix(static_cast<std::size_t>(n));
  }
}

}  // namespace

void append_journal(const std::filesystem::path& journal, const std::string& key,
                    const InstalledItem* item) {
  JournalWriter writer(journal);
  writer.append(key, item);
}

JournalWriter::~JournalWriter() { close(); }

void JournalWriter::append(const std::string& key, const InstalledItem* item) {
  fmt::memory_buffer text;
  journal_line(text, key, item);
  if (fd_ < 0) fd_ = open_journal(path_);
  write_line(fd_, path_, std::string_view(text.data(), text.size()));
}

void JournalWriter::close() noexcept {
  if (fd_ >= 0) ::close(fd_);
  fd_ = -1;
}

bool replay_journal(const std::filesystem::path& journal, Manifest& manifest) {
  const auto text = read_state_text(journal);
  if (!text) return false;
  std::size_t from = 0;
  for (std::size_t nl = text->find('\n'); nl != std::string::npos; nl = text->find('\n', from)) {
    const std::string_view line(text->data() + from, nl - from);
    from = nl + 1;
    const json entry = json::parse(line, nullptr, /*allow_exceptions=*/false);
    if (!entry.is_object()) continue;  // a torn line: what it recorded never completed
    try {
      if (auto e = entry.find("erase"); e != entry.end()) {
        manifest.items.erase(e->get<std::string>());
      } else {
        InstalledItem item = parse_item(entry.at("item"));
        const std::string key = entry.at("set").get<std::string>();
        if (item.key() == key) manifest.items[key] = std::move(item);
      }
    } catch (const std::exception&) {
      continue;  // a malformed line is skipped, never fatal: the journal is a recovery aid
    }
  }
  return true;
}

}  // namespace mind::store
