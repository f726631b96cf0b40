/// libFuzzer target for plugin-qualified references and the workflow meta
/// rename (design decision 18, issue 44).
///
/// Checks, for any bytes (the first byte picks the plugin name's length):
/// - every reference found lies inside the input, in order, without overlap,
///   and its bytes are exactly `<plugin>:<name>`;
/// - a rewrite against no siblings changes nothing; against a sibling set,
///   it is pure, and an input without `<plugin>:` is returned byte for byte;
/// - a rename, when it answers, reads back with the new name.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>
#include <vector>

#include "discovery/meta_reader.hpp"
#include "namespacing/plugin_references.hpp"
#include "namespacing/workflow_meta_rename.hpp"

namespace {

namespace ns = mind::namespacing;
using mind::discovery::Kind;

void check(bool condition) {
  if (!condition) std::abort();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size == 0) return 0;
  const std::size_t plugin_size = std::min<std::size_t>(data[0] % 8 + 1, size - 1);
  const std::string_view all(reinterpret_cast<const char*>(data) + 1, size - 1);
  const std::string_view plugin = all.substr(0, plugin_size);
  const std::string_view text = all.substr(plugin_size);
  std::size_t last = 0;
  for (const ns::PluginReference& r : ns::find_plugin_references(text, plugin)) {
    check(r.begin >= last && r.begin < r.end && r.end <= text.size());
    check(text.substr(r.begin, r.end - r.begin) == std::string(plugin) + ":" + r.name);
    last = r.end;
  }
  check(!ns::rewrite_plugin_references(text, plugin, {}).changed);
  const std::vector<ns::Sibling> siblings = {{Kind::agent, "a", "p:a", "a", std::nullopt, "a"},
                                             {Kind::workflow, "w", "p:w", "w", std::nullopt, "w"},
                                             {Kind::command, "c", "x:c", "c", std::nullopt, "c"}};
  const ns::PluginRewrite one = ns::rewrite_plugin_references(text, plugin, siblings);
  const ns::PluginRewrite two = ns::rewrite_plugin_references(text, plugin, siblings);
  check(one.text == two.text && one.changed == two.changed);
  check(one.changed == (one.text != text));
  if (text.find(std::string(plugin) + ":") == std::string_view::npos) check(!one.changed);
  if (const auto renamed = ns::rename_workflow_meta(text, "p:w")) {
    check(mind::discovery::read_workflow_meta(*renamed).name == std::string("p:w"));
  }
  return 0;
}
