#include "store/manifest_reader.hpp"

#include <climits>
#include <nlohmann/json.hpp>
#include <vector>

namespace mind::store {
namespace {

using nlohmann::json;

// The containers the reader is inside, innermost last.
enum class In { skip, top, items, item, strings, hooks, hook };

// What the next value is for.
enum class Next {
  ignore,    // an unknown key's value: skipped whatever it is
  document,  // the top level: an object
  version,   // a number
  items,     // the `items` object
  item,      // one item's object
  text,      // a required string (`text_`)
  nullable,  // a string or null (`nullable_`)
  plugin,    // a string or null, and present
  strings,   // an array of strings (`list_`)
  element,   // one string of that array
  hooks,     // `install_hooks`: an array of objects, ignored when not an array
  hook,      // one object of it
  event,     // a hook's `event`: kept when a string (HOOK-124)
};

// The fields an item must have, by bit.
enum Required : unsigned {
  kKind = 1,
  kName = 2,
  kBareName = 4,
  kSource = 8,
  kCommit = 16,
  kHash = 32,
  kStore = 64,
  kLinks = 128,
  kAll = 255,
};

class ManifestSax final : public nlohmann::json_sax<json> {
 public:
  explicit ManifestSax(ManifestText& out) : out_(out) {}

  bool null() override { return scalar(nullptr, /*is_null=*/true); }
  bool boolean(bool /*value*/) override { return scalar(nullptr, false); }
  bool number_integer(number_integer_t value) override { return number(value); }
  bool number_unsigned(number_unsigned_t value) override {
    // Past the signed range: a version newer than any, and refused as one.
    return number(value > LLONG_MAX ? LLONG_MAX : static_cast<long long>(value));
  }
  bool number_float(number_float_t /*value*/, const string_t& /*text*/) override {
    if (!skipping() && next_ == Next::version) fail("`version` is not a whole number");
    return scalar(nullptr, false);
  }
  bool string(string_t& value) override { return scalar(&value, false); }
  bool binary(binary_t& /*value*/) override { return scalar(nullptr, false); }

  bool start_object(std::size_t /*size*/) override {
    switch (skipping() ? Next::ignore : next_) {
      case Next::document:
        in_.push_back(In::top);
        break;
      case Next::items:
        in_.push_back(In::items);
        break;
      case Next::item:
        item_ = InstalledItem{};
        item_.plugin_recorded = false;
        seen_ = 0;
        in_.push_back(In::item);
        break;
      case Next::hook:
        hook_ = HookRecord{};
        has_command_ = false;
        in_.push_back(In::hook);
        break;
      default:
        mismatch("an object");
        in_.push_back(In::skip);
    }
    next_ = Next::ignore;  // an object's values wait for their keys
    return true;
  }

  bool end_object() override {
    const In closed = in_.back();
    in_.pop_back();
    if (closed == In::item) finish_item();
    if (closed == In::hook) finish_hook();
    return after_value();
  }

  bool start_array(std::size_t /*size*/) override {
    switch (skipping() ? Next::ignore : next_) {
      case Next::strings:
        list_->clear();
        in_.push_back(In::strings);
        next_ = Next::element;
        return true;
      case Next::hooks:
        item_.install_hooks.clear();
        in_.push_back(In::hooks);
        next_ = Next::hook;
        return true;
      default:
        mismatch("an array");
        in_.push_back(In::skip);
        return true;
    }
  }

  bool end_array() override {
    in_.pop_back();
    return after_value();
  }

  bool key(string_t& name) override {
    if (skipping()) return true;
    switch (in_.back()) {
      case In::top:
        next_ = name == "items" ? Next::items : name == "version" ? Next::version : Next::ignore;
        break;
      case In::items:
        item_key_ = std::move(name);
        next_ = Next::item;
        break;
      case In::item:
      case In::hook:
        field_ = std::move(name);  // named in a message about its value
        in_.back() == In::item ? item_field(field_) : hook_field(field_);
        break;
      default:
        next_ = Next::ignore;
    }
    return true;
  }

  bool parse_error(std::size_t /*position*/, const std::string& /*last_token*/,
                   const nlohmann::detail::exception& e) override {
    out_.syntax = e.what();
    return false;
  }

 private:
  bool skipping() const { return !in_.empty() && in_.back() == In::skip; }

  void item_field(const std::string& name) {
    struct Field {
      const char* name;
      std::string InstalledItem::*member;
      unsigned bit;
    };
    static constexpr Field kTexts[] = {
        {"name", &InstalledItem::name, kName},
        {"bare_name", &InstalledItem::bare_name, kBareName},
        {"source", &InstalledItem::source, kSource},
        {"commit", &InstalledItem::commit, kCommit},
        {"hash", &InstalledItem::hash, kHash},
        {"store", &InstalledItem::store, kStore},
    };
    for (const Field& f : kTexts) {
      if (name == f.name) {
        text_ = &(item_.*f.member);
        seen_ |= f.bit;
        next_ = Next::text;
        return;
      }
    }
    if (name == "kind") {
      text_ = &kind_;
      seen_ |= kKind;
      next_ = Next::text;
    } else if (name == "plugin") {
      nullable_ = &item_.plugin;
      item_.plugin_recorded = true;  // absent: written before the field existed
      next_ = Next::nullable;
    } else if (name == "description") {
      nullable_ = &item_.description;
      next_ = Next::nullable;
    } else if (name == "plugin_root") {
      nullable_ = &item_.plugin_root;
      next_ = Next::nullable;
    } else if (name == "plugin_root_hash") {
      nullable_ = &item_.plugin_root_hash;
      next_ = Next::nullable;
    } else if (name == "links") {
      list_ = &item_.links;
      seen_ |= kLinks;
      next_ = Next::strings;
    } else if (name == "dropped_requires") {
      list_ = &item_.dropped_requires;
      next_ = Next::strings;
    } else if (name == "forms") {
      list_ = &item_.forms;
      next_ = Next::strings;
    } else if (name == "install_hooks") {
      next_ = Next::hooks;
    } else {
      next_ = Next::ignore;
    }
  }

  void hook_field(const std::string& name) {
    if (name == "command") {
      text_ = &hook_.command;
      has_command_ = true;
      next_ = Next::text;
    } else if (name == "ran_at") {
      nullable_ = &hook_.ran_at;
      next_ = Next::nullable;
    } else if (name == "event") {
      next_ = Next::event;
    } else {
      next_ = Next::ignore;
    }
  }

  bool number(long long value) {
    if (!skipping() && next_ == Next::version) {
      out_.version = value;
      return after_value();
    }
    return scalar(nullptr, false);
  }

  // A string (`text` set), null, or another scalar, for what `next_` says.
  bool scalar(std::string* text, bool is_null) {
    if (skipping()) return true;
    switch (next_) {
      case Next::text:
      case Next::element:
        if (text == nullptr) {
          mismatch(is_null ? "null" : "a non-string");
        } else if (next_ == Next::text) {
          *text_ = std::move(*text);
        } else {
          list_->push_back(std::move(*text));
        }
        break;
      case Next::nullable:
        if (text != nullptr) {
          *nullable_ = std::move(*text);
        } else if (!is_null) {
          mismatch("a non-string");
        }
        break;
      case Next::event:
        if (text != nullptr) hook_.event = std::move(*text);
        break;
      case Next::document:
        fail("the top level is not an object");
        break;
      case Next::version:
        fail("`version` is not a number");
        break;
      case Next::ignore:
      case Next::hooks:  // not an array: no hooks recorded
        break;
      default:
        mismatch(is_null ? "null" : "a scalar");
    }
    return after_value();
  }

  // After a whole value: an array's next value is another element; an
  // object's waits for a key.
  bool after_value() {
    if (in_.empty() || skipping()) return true;
    if (in_.back() == In::strings) {
      next_ = Next::element;
    } else if (in_.back() == In::hooks) {
      next_ = Next::hook;
    } else {
      next_ = Next::ignore;
    }
    return true;
  }

  void finish_hook() {
    if (!has_command_) {
      fail("item '" + item_key_ + "': an install hook has no `command`");
      return;
    }
    item_.install_hooks.push_back(std::move(hook_));
  }

  void finish_item() {
    static constexpr const char* kNames[] = {"kind",   "name", "bare_name", "source",
                                             "commit", "hash", "store",     "links"};
    for (unsigned i = 0; i < 8; ++i) {
      if ((seen_ & (1U << i)) == 0) {
        fail("item '" + item_key_ + "': `" + kNames[i] + "` is missing");
        return;
      }
    }
    const auto kind = discovery::parse_kind(kind_);
    if (!kind) {
      fail("unknown kind '" + kind_ + "'");
      return;
    }
    item_.kind = *kind;
    if (item_.key() != item_key_) {
      fail("key '" + item_key_ + "' does not match its item");
      return;
    }
    out_.manifest.items.insert_or_assign(item_key_, std::move(item_));  // a later duplicate wins
  }

  void mismatch(const char* found) {
    if (in_.empty() && next_ == Next::document) {
      fail("the top level is not an object");
    } else if (next_ == Next::items) {
      fail("`items` is not an object");
    } else if (next_ == Next::version) {
      fail("`version` is not a number");
    } else if (next_ == Next::item) {
      fail("item '" + item_key_ + "' is not an object");
    } else if (next_ != Next::ignore && next_ != Next::hooks) {
      fail("item '" + item_key_ + "': `" + field_ + "` is " + found);
    }
  }

  void fail(std::string why) {
    if (!out_.structure) out_.structure = std::move(why);
  }

  ManifestText& out_;
  std::vector<In> in_;
  Next next_ = Next::document;
  std::string field_, item_key_, kind_;
  InstalledItem item_;
  unsigned seen_ = 0;
  HookRecord hook_;
  bool has_command_ = false;
  std::string* text_ = nullptr;
  std::optional<std::string>* nullable_ = nullptr;
  std::vector<std::string>* list_ = nullptr;
};

}  // namespace

ManifestText read_manifest_text(const std::string& text) {
  ManifestText out;
  ManifestSax sax(out);
  json::sax_parse(text, &sax);
  return out;
}

}  // namespace mind::store
