#pragma once
/// A marketplace whose plugin names its own items by plugin-qualified name,
/// the shape of KemonoNeco/Straitjacket and the official marketplace's
/// workflow plugins (issue 44): plugin `swarm` ships an agent `verifier`, a
/// workflow `audit.js` whose meta.name is `audit-all` and which calls
/// `agentType: 'swarm:verifier'` and `workflow('swarm:sweep')`, a workflow
/// `sweep.js` (meta.name `sweep`), a command `ship` and a skill `style` that
/// name the agent, a skill `swarm` (the plugin's own name, as claude-swarm
/// ships), and a command `broken` naming `swarm:gone`, which the plugin does
/// not offer.

#include <filesystem>
#include <string>

#include "tests/support/temp_dir.hpp"

namespace mind::e2e {

inline void write_swarm_marketplace(const std::filesystem::path& root) {
  using mind::testing::write_file;
  write_file(
      root / ".claude-plugin/marketplace.json",
      R"({"name":"mk","owner":{"name":"x"},"plugins":[{"name":"swarm","source":"./plugins/swarm"}]})");
  const std::filesystem::path p = root / "plugins/swarm";
  write_file(p / ".claude-plugin/plugin.json", R"({"name":"swarm","version":"1.0.0"})");
  write_file(p / "agents/verifier.md",
             "---\nname: verifier\ndescription: checks the work\n---\nCheck it.\n");
  write_file(
      p / "workflows/audit.js",
      "export const meta = {\n  name: 'audit-all',\n  description: 'audit everything',\n}\n\n"
      "export default async function audit({ agent, workflow }) {\n"
      "  await agent('check', { agentType: 'swarm:verifier' })\n"
      "  return workflow('swarm:sweep')\n}\n");
  write_file(p / "workflows/sweep.js",
             "export const meta = { name: 'sweep', description: 'sweep up' }\n"
             "export default async function sweep({ agent }) {\n"
             "  return agent('x', { agentType: \"swarm:verifier\" })\n}\n");
  write_file(p / "commands/ship.md",
             "---\ndescription: ship it\n---\nDispatch the Task tool with subagent_type: "
             "\"swarm:verifier\", then run /swarm:audit-all.\n");
  write_file(p / "commands/broken.md",
             "---\ndescription: broken\n---\nagent('x', { agentType: 'swarm:gone' })\n");
  write_file(p / "skills/style/SKILL.md",
             "---\nname: style\ndescription: house style\n---\nAsk the swarm:verifier agent.\n");
  write_file(p / "skills/swarm/SKILL.md",
             "---\nname: swarm\ndescription: the swarm itself\n---\nRun the swarm.\n");
}

}  // namespace mind::e2e
