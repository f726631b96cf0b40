// Offline test of claude-mind-diff.js (no client is fetched): a session's output written here in
// the shape Claude Code 2.1.334 prints it, a `mind probe --json` document, and the comparison.
// Run: node tests/tools/claude-mind-diff_test.js   (ctest: claude_mind_diff_helpers)
"use strict";
const test = require("node:test");
const assert = require("node:assert");
const fs = require("fs");
const os = require("os");
const path = require("path");
const { execFileSync, spawnSync } = require("child_process");
const { diff, explained } = require("./claude-mind-diff.js");

const js = path.join(__dirname, "claude-mind-diff.js");
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "cmd-test-"));
const write = (name, text) => { const f = path.join(tmp, name); fs.writeFileSync(f, text); return f; };

function session(commands, agents, skills) {
  return [
    JSON.stringify({ type: "control_response", response: { subtype: "success", request_id: "diff-1", response: { commands, agents, claude_code_version: "2.1.334" } } }),
    JSON.stringify({ type: "system", subtype: "init", skills, agents: agents.map((a) => a.name), plugins: [{ name: "kit", path: "/x" }, { name: "b", path: "builtin" }] }),
    JSON.stringify({ type: "result", is_error: true }),
  ].join("\n") + "\n";
}

const builtinCmd = { name: "init", description: "Initialize", builtin: true };
const bundled = { name: "debug", description: "Bundled debug", descriptionEnding: "" };
const baseline = write("base.jsonl", session([builtinCmd, bundled], [{ name: "Explore", description: "Search" }], ["debug"]));

test("claude-items: kinds from init.skills, plugin split, ending cut, baseline left out by name and description", () => {
  const base = write("base.json", execFileSync("node", [js, "claude-items", baseline, "-"]));
  const s = write("s.jsonl", session(
    [builtinCmd, bundled,
     { name: "debug", description: "Project debug (project)", descriptionEnding: " (project)" },
     { name: "kit:review", description: "Reviews &lt;code&gt;", aliases: ["review"] },
     { name: "kit:ops:deploy", description: "Deploys" },
     { name: "nightly", description: "Runs (workflow)", descriptionEnding: " (workflow)" }],
    [{ name: "Explore", description: "Search" }, { name: "kit:helper", description: "Helps" }],
    ["debug", "review"]));
  const out = JSON.parse(execFileSync("node", [js, "claude-items", s, base]));
  const got = out.items.map((i) => [i.kind, i.plugin, i.bare, i.description]);
  assert.deepStrictEqual(got, [
    ["skill", null, "debug", "Project debug"],           // shadows the bundled one: kept
    ["skill", "kit", "review", "Reviews &lt;code&gt;"],   // a skill by its alias in init.skills
    ["command", "kit", "ops:deploy", "Deploys"],
    ["workflow", null, "nightly", "Runs"],
    ["agent", "kit", "helper", "Helps"],
  ]);
  assert.deepStrictEqual(out.plugins, ["kit"]);
});

const c = (kind, plugin, bare, description, aliases = []) => ({ kind, plugin, bare, name: (plugin ? plugin + ":" : "") + bare, aliases, description });
const m = (kind, plugin, bare, description, installed = true) => ({ kind, plugin, bare, description, installed });

test("diff: matched by (kind, plugin, bare name); an alias match, a kind change, one-sided items", () => {
  const rows = diff(
    [c("skill", "kit", "review", "R"), c("skill", null, "vercel-x", "V", ["x"]), c("command", "kit", "go", "G"), c("agent", null, "a", "A")],
    [m("skill", "kit", "review", "R"), m("skill", null, "x", "V"), m("skill", "kit", "go", "G"), m("rule", null, "style", "S", false)]);
  assert.deepStrictEqual(rows.map((r) => r.type), ["name-is-alias", "kind-differs", "only-mind", "only-claude"]);
  assert.strictEqual(rows[0].claude, "vercel-x");
  assert.strictEqual(rows[2].name, "style");
  assert.strictEqual(rows[3].name, "a");
});

test("diff: descriptions exact, whitespace and entities only, missing; an item mind offers but did not install", () => {
  const rows = diff(
    [c("skill", null, "a", "one two"), c("skill", null, "b", "x &lt;y&gt;"), c("skill", null, "d", "gone"), c("agent", null, "e", "E")],
    [m("skill", null, "a", "one two"), m("skill", null, "b", "x   <y>"), m("skill", null, "d", null), m("agent", null, "e", "E", false)]);
  assert.deepStrictEqual(rows.map((r) => [r.type, r.name]), [["description-whitespace", "b"], ["description", "d"], ["not-installed", "e"]]);
});

test("explained: entities only, whitespace only, an alias, an agent's file name and the plugin stand-in carry a reason; the rest none", () => {
  const rows = explained(diff(
    [c("skill", null, "e", "x &lt;y&gt;"), c("skill", null, "w", "one\ntwo"), c("skill", null, "front", "F", ["folder"]),
     c("agent", "p", "long-name", "Same"), c("agent", "p", "broken", "Agent from p plugin"), c("agent", "q", "other", "Agent from p plugin"),
     c("skill", null, "d", "gone")],
    [m("skill", null, "e", "x <y>"), m("skill", null, "w", "one two"), m("skill", null, "folder", "F"),
     m("agent", "p", "short", "Same"), m("agent", "p", "broken", null), m("agent", "q", "other", null),
     m("skill", null, "d", "other")]));
  assert.deepStrictEqual(rows.map((r) => [r.type, r.explained || null]), [
    ["desc-escaped", "claude-escapes-markup"],
    ["description-whitespace", "control-runs-sanitized"],
    ["name-is-alias", "skill-folder-name"],
    ["description", "agent-frontmatter-unreadable"],
    ["description", null],  // the stand-in names another plugin: not this class
    ["description", null],
    ["name-differs", "agent-file-name"],
  ]);
});

test("explained: a plugin agent's `\\n` kept as text by Claude Code's plugin listing, a space in mind's", () => {
  const rows = explained(diff([c("agent", "p", "a", "Use it.\\n\\n<example>x</example>")], [m("agent", "p", "a", "Use it. <example>x</example>")]));
  assert.deepStrictEqual(rows.map((r) => [r.type, r.explained]), [["description", "agent-line-breaks-in-user-scope"]]);
});

test("diff: a category folder's item is matched by its last name segment when unique on both sides", () => {
  const rows = explained(diff(
    [c("agent", null, "vue-architect", "V"), c("agent", null, "twice", "T1")],
    [m("agent", null, "web:vue-architect", "V"), m("agent", null, "a:twice", "T1"), m("agent", null, "b:twice", "T2")]));
  assert.deepStrictEqual(rows.map((r) => [r.type, r.explained || null]), [
    ["category-name", "category-folder-name"],
    ["name-differs", "agent-file-name"],  // two candidates: paired by description instead
    ["only-mind", null],
  ]);
});

test("diff: a category folder's skill matched through Claude Code's alias (its folder) when listed by frontmatter name", () => {
  const rows = explained(diff([c("skill", null, "autogpt-agents", "A", ["agents-autogpt"])], [m("skill", null, "ai-research:agents-autogpt", "A")]));
  assert.deepStrictEqual(rows.map((r) => [r.type, r.explained || null]), [["category-name", "category-folder-name"]]);
});

test("explained: the loose oracle's collisions (first copy kept) explain the rows of that name, and only those", () => {
  const { collidedNames } = require("./claude-mind-diff.js");
  const names = collidedNames([
    "oracle-collision skill dispatching cli/skills/dev/dispatching",
    "oracle-collision command ops/deploy.md cli/commands/b/ops/deploy.md",
    "skipped-external far-plugin",
  ]);
  const rows = explained(diff(
    [c("skill", null, "dispatching", "D"), c("command", null, "ops:deploy", "X"), c("skill", null, "other", "O")],
    [m("skill", null, "ai:dispatching", "D1"), m("skill", null, "dev:dispatching", "D2"), m("command", null, "b:ops:deploy", "Y"), m("command", null, "a:ops:deploy", "Z")]), names);
  assert.deepStrictEqual(rows.map((r) => [r.type, r.name || r.mind, r.explained || null]), [
    ["only-mind", "ai:dispatching", "oracle-collision"],
    ["only-mind", "dev:dispatching", "oracle-collision"],
    ["only-mind", "b:ops:deploy", "oracle-collision"],
    ["only-mind", "a:ops:deploy", "oracle-collision"],
    ["only-claude", "dispatching", "oracle-collision"],
    ["only-claude", "ops:deploy", "oracle-collision"],
    ["only-claude", "other", null],
  ]);
});

test("explained: the oracle's kind for a command hiding its skill, a loose run whose flags mind printed, a skill not user-invocable", () => {
  const { notUserInvocable } = require("./claude-mind-diff.js");
  const repo = fs.mkdtempSync(path.join(tmp, "repo-"));
  fs.mkdirSync(path.join(repo, "p/skills/quiet"), { recursive: true });
  fs.writeFileSync(path.join(repo, "p/skills/quiet/SKILL.md"), "---\ndescription: q\nuser-invocable: false\n---\n");
  fs.mkdirSync(path.join(repo, "p/skills/loud"), { recursive: true });
  fs.writeFileSync(path.join(repo, "p/skills/loud/SKILL.md"), "---\ndescription: l\n---\nuser-invocable: false\n");
  assert.deepStrictEqual([...notUserInvocable(repo)], ["quiet"]);
  const rows = diff(
    [c("skill", "p", "same", "S"), c("skill", "p", "other", "O1"), c("skill", null, "loose-one", "L")],
    [m("command", "p", "same", "S"), m("command", "p", "other", "O2"), m("skill", "p", "quiet", "q"), m("skill", "p", "loud", "l")]);
  const loose = explained(rows.map((r) => ({ ...r })), { shape: "loose", hintPrinted: true, hidden: notUserInvocable(repo) });
  assert.deepStrictEqual(loose.map((r) => [r.type, r.explained || null]), [
    ["kind-differs", "oracle-kind"],
    ["kind-differs", null],          // another description: not the same item
    ["description", null],
    ["only-mind", "skill-not-user-invocable"],
    ["only-mind", null],
    ["only-claude", "loose-layout-flags-printed"],
  ]);
  const plugin = explained(rows.map((r) => ({ ...r })), { shape: "plugin", hintPrinted: true });
  assert.strictEqual(plugin.find((r) => r.type === "only-claude").explained, undefined);
});

test("explained: an agent collision mind warned about, an agent file Claude Code refuses; the same rows without the evidence stay unexplained", () => {
  const { refusedAgents } = require("./claude-mind-diff.js");
  const repo = fs.mkdtempSync(path.join(tmp, "agents-"));
  fs.mkdirSync(path.join(repo, "team/agents"), { recursive: true });
  fs.writeFileSync(path.join(repo, "team/agents/colon.md"), "---\nname: SE: Colon\ndescription: c\n---\n");
  fs.writeFileSync(path.join(repo, "team/agents/bare.md"), "no frontmatter\n");
  fs.writeFileSync(path.join(repo, "team/agents/fine.md"), "---\nname: fine\ndescription: f\n---\n");
  fs.writeFileSync(path.join(repo, "team/x.agent.md"), "---\nname: x\n---\n");
  assert.deepStrictEqual([...refusedAgents(repo)].sort(), ["bare", "colon", "x"]);
  const rows = () => diff([c("agent", "p", "twice", "Later")], [m("agent", "p", "twice", "First"), m("agent", "q", "twice", "Later", false), m("agent", null, "team:colon", "c"), m("agent", null, "team:fine", "f")]);
  const ctx = { meldErr: "agent 'twice' would link as twice.md, which p uses", refused: refusedAgents(repo), uninstalledAgentDescriptions: new Set(["Later"]) };
  assert.deepStrictEqual(explained(rows(), ctx).map((r) => [r.type, r.explained || null]), [
    ["description", "agent-collision"],
    ["only-mind", "agent-collision"],
    ["only-mind", "agent-claude-refuses"],
    ["only-mind", null],
  ]);
  assert.deepStrictEqual(explained(rows(), {}).map((r) => r.explained || null), [null, null, null, null]);
  // the warning's bounded form names the first few and counts the rest
  const counted = explained(rows(), { meldErr: "warning: 19 item(s) not installed: another item already holds their link path: agent:a:b (...) and 14 more" });
  assert.strictEqual(counted.find((r) => r.type === "only-mind" && r.installed === false).explained, "agent-collision");
});

test("diff: a skill Claude Code lists as a command under another name pairs by its description; agents sharing a link name; a rule", () => {
  const rows = diff(
    [c("command", null, "railway-status", "Status of it"), c("agent", null, "twice", "T")],
    [m("skill", null, "railway:status", "Status of it"), m("agent", null, "twice", "T", false), m("agent", null, "team:twice", "T2"), m("rule", null, "style", null)]);
  const ctx = { agentTails: new Map([["twice", 2]]) };
  assert.deepStrictEqual(explained(rows, ctx).map((r) => [r.type, r.explained || null]), [
    ["not-installed", "agent-collision"],
    ["kind-differs", "oracle-kind"],
    ["only-mind", "agent-collision"],
    ["only-mind", "kind-claude-lacks"],
  ]);
});

test("compare: exit 1 and names in the text when something differs, exit 0 when nothing does", () => {
  const cj = write("c.json", JSON.stringify({ version: "2.1.334", plugins: [], items: [c("skill", null, "a", "A"), c("skill", null, "z", "Z")] }));
  const mj = write("m.json", JSON.stringify({ items: [m("skill", null, "a", "A")] }));
  const r = spawnSync("node", [js, "compare", cj, mj, "loose", "/repo", tmp]);
  assert.strictEqual(r.status, 1);
  assert.match(String(r.stdout), /only-claude {2}skill z/);
  assert.match(String(r.stdout), /differences 1 \(only-claude 1\); unexplained 1/);
  const same = write("c2.json", JSON.stringify({ version: "2.1.334", plugins: [], items: [c("skill", null, "a", "A")] }));
  const r2 = spawnSync("node", [js, "compare", same, mj, "loose", "/repo", tmp, "--json"]);
  assert.strictEqual(r2.status, 0);
  assert.deepStrictEqual(JSON.parse(String(r2.stdout)).differences, []);
});

test("market-plugins: a path source is local, an object source external", () => {
  const f = write("marketplace.json", JSON.stringify({ name: "m", plugins: [{ name: "p", source: "./plugins/p" }, { name: "q", source: { source: "github", repo: "o/q" } }] }));
  assert.strictEqual(String(execFileSync("node", [js, "market-plugins", f])), "local\tp\nexternal\tq\n");
});

test.after(() => fs.rmSync(tmp, { recursive: true, force: true }));
