// Helpers of tests/tools/claude-mind-diff (node, no packages): reading Claude Code's session
// output and mind's --json documents into one item list, and comparing the two.
// Usage: node claude-mind-diff.js <command> ARGS...   (see each function's comment)
"use strict";
const fs = require("fs");

const read = (f) => fs.readFileSync(f, "utf8");
const readJson = (f) => JSON.parse(read(f));

// market-plugins MARKETPLACE_JSON: one "local|external <TAB> name" line per plugin entry. A string
// source is a path inside the marketplace (Claude Code installs it offline); an object source
// (github, url, git-subdir, npm) needs the network.
function marketPlugins(file) {
  const m = readJson(file);
  for (const p of m.plugins || []) {
    const local = typeof p.source === "string" || (p.source && p.source.source === "relative");
    console.log((local ? "local" : "external") + "\t" + p.name);
  }
}

// rename-market MARKETPLACE_JSON NAME: the copy gets a neutral name (names of official
// marketplaces, and names that resemble them, are reserved for their own hosts).
function renameMarket(file, name) {
  const m = readJson(file);
  m.name = name;
  fs.writeFileSync(file, JSON.stringify(m));
}

// The session's answers: the control_response to `initialize` (commands with descriptions and
// aliases, agents with descriptions) and the system/init message (which names are skills, which
// agents, which plugins are enabled).
function sessionParts(file) {
  let ctl = null, init = null;
  for (const line of read(file).split("\n")) {
    if (!line.trim()) continue;
    let j;
    try { j = JSON.parse(line); } catch (e) { continue; }
    if (j.type === "control_response" && j.response && j.response.response && j.response.response.commands) ctl = j.response.response;
    if (j.type === "system" && j.subtype === "init") init = j;
  }
  return { ctl, init };
}

// The description as the item's file gives it: Claude Code appends a scope (`descriptionEnding`,
// " (project)") and writes a plugin's items as "(<plugin>) <description>".
function stripEnding(c) {
  let d = c.description || "";
  if (c.descriptionEnding && d.endsWith(c.descriptionEnding)) d = d.slice(0, -c.descriptionEnding.length);
  // (the lead is the plugin's display name: `(Design)` for plugin `design`)
  const { plugin } = splitName(c.name);
  const lead = plugin && /^\(([^()]*)\)( |$)/.exec(d);
  const same = (a) => a.toLowerCase().replace(/[\s_]+/g, "-") === plugin.toLowerCase();
  if (lead && same(lead[1])) d = d.slice(lead[0].length);
  return d;
}

function splitName(name) {
  const i = name.indexOf(":");
  return i < 0 ? { plugin: null, bare: name } : { plugin: name.slice(0, i), bare: name.slice(i + 1) };
}

// A name as Claude Code gives it, split by the plugins of the session: `kiro:spec` of a command in
// ~/.claude/commands/kiro/ is a name with a colon, not an item of a plugin `kiro`.
function splitBy(plugins) {
  return (name) => {
    const s = splitName(name);
    return s.plugin !== null && plugins.has(s.plugin) ? s : { plugin: null, bare: name };
  };
}

// A marketplace entry's `displayName` leads its items' descriptions in Claude Code's listing
// ("(Zoom) Build a Zoom meeting bot"): decoration, not the file's description.
function stripDisplayNames(items, repo) {
  let market;
  try { market = readJson(repo + "/.claude-plugin/marketplace.json"); } catch (e) { return items; }
  const shown = new Map();
  for (const p of market.plugins || []) if (p && typeof p.displayName === "string") shown.set(p.name, "(" + p.displayName + ") ");
  return items.map((it) => {
    const lead = it.plugin && shown.get(it.plugin);
    return lead && it.description.startsWith(lead) ? { ...it, description: it.description.slice(lead.length) } : it;
  });
}

// claude-items SESSION_JSONL [BASELINE_JSON]: {items:[{kind, name, plugin, bare, aliases,
// description, scope}]}; the items of a baseline session (the same client with nothing added:
// built-in commands, bundled skills, built-in agents) are left out by name AND description, so a
// repository's item that shadows a bundled one still shows.
function claudeItems(file, baselineFile) {
  const { ctl, init } = sessionParts(file);
  if (!ctl || !init) {
    console.error("claude-mind-diff: the session gave no " + (!ctl ? "initialize answer" : "init message"));
    process.exit(1);
  }
  const base = new Set();
  if (baselineFile && baselineFile !== "-") for (const it of readJson(baselineFile).items) base.add(it.kind + "\0" + it.name + "\0" + it.description);
  const skills = new Set(init.skills || []);
  const plugins = new Set((init.plugins || []).map((p) => p.name));
  const split = splitBy(plugins);
  const items = [];
  for (const c of ctl.commands || []) {
    if (c.builtin) continue;
    const ending = (c.descriptionEnding || "").trim();
    const names = [c.name, ...(c.aliases || [])];
    let kind = names.some((n) => skills.has(n)) ? "skill" : "command";
    if (/workflow/.test(ending)) kind = "workflow";
    items.push({ kind, name: c.name, ...split(c.name), aliases: c.aliases || [], description: stripEnding(c), scope: ending.replace(/^\(|\)$/g, "") });
  }
  for (const a of ctl.agents || []) items.push({ kind: "agent", name: a.name, ...split(a.name), aliases: [], description: a.description || "", scope: "" });
  const out = items.filter((it) => !base.has(it.kind + "\0" + it.name + "\0" + it.description));
  console.log(JSON.stringify({ version: ctl.claude_code_version, plugins: (init.plugins || []).filter((p) => p.path !== "builtin").map((p) => p.name), items: out }, null, 1));
}


// mind-items PROBE_JSON: {items:[{kind, plugin, bare, name, description, installed}]} from
// `mind probe --json` (every melded source's offered items, installed or not).
function mindItems(file) {
  let doc = { items: [] };
  try { doc = readJson(file); } catch (e) { /* no document: mind offered nothing readable */ }
  const items = (doc.items || []).map((i) => ({
    kind: i.kind, name: i.effective_name || i.name, plugin: i.plugin || null, bare: installedBare(i),
    prefix: i.prefix || null, description: i.description == null ? null : i.description, installed: !!i.installed,
  }));
  console.log(JSON.stringify({ items }, null, 1));
}

// The name mind installs an item under, without its prefix: the bare name, but a plugin
// workflow's `meta.name` (decision 18: `<prefix>:<meta.name>`).
function installedBare(i) {
  const e = i.effective_name || "", p = i.prefix ? i.prefix + ":" : "";
  return p && e.startsWith(p) ? e.slice(p.length) : i.bare_name;
}

// Claude Code writes <, > and & of a description as entities in its listings (`desc-escaped` when
// that is the only difference); whitespace runs are compared collapsed (`description-whitespace`).
const unescaped = (d) => (d == null ? "" : String(d)).replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");
const norm = (d) => unescaped(d).replace(/\s+/g, " ").trim();
// A name or alias of Claude item `c` as (plugin, bare): the plugin is the item's own.
const ownSplit = (c, n) =>
  c.plugin && n.startsWith(c.plugin + ":") ? { plugin: c.plugin, bare: n.slice(c.plugin.length + 1) } : { plugin: c.plugin, bare: n };
const key = (kind, plugin, bare) => kind + "\0" + (plugin || "") + "\0" + bare;
const shown = (it) => it.kind + " " + (it.plugin ? it.plugin + ":" : "") + it.bare;
const byKind = (items) => {
  const n = {};
  for (const it of items) n[it.kind] = (n[it.kind] || 0) + 1;
  return Object.keys(n).sort().map((k) => k + " " + n[k]).join(", ") || "none";
};

// The comparison: an item of one side is matched to the other by (kind, plugin, bare name), a
// Claude item also by its aliases (Claude lists a skill under its frontmatter name with the folder
// name as alias); left over, by (plugin, bare name) in another kind, then by an equal, non-empty
// description in the same kind and plugin when exactly one item on each side has it (a file mind
// names by its file name and Claude Code by its frontmatter `name`). Descriptions are compared
// whitespace-collapsed; an exact difference that collapses away is named as such.
function diff(claude, mind) {
  const ckeys = new Map();
  for (const c of claude) {
    for (const n of [c.name, ...c.aliases]) {
      const s = ownSplit(c, n);
      const k = key(c.kind, s.plugin, s.bare);
      if (!ckeys.has(k)) ckeys.set(k, c);
    }
  }
  const used = new Set(), rows = [];
  const unmatched = [];
  for (const m of mind) {
    const c = ckeys.get(key(m.kind, m.plugin, m.bare));
    if (!c || used.has(c)) { unmatched.push(m); continue; }
    used.add(c);
    matched(rows, c, m);
  }
  const leftC = claude.filter((c) => !used.has(c));
  const pairedM = new Set();
  for (const m of unmatched) {
    const c = leftC.find((c) => !used.has(c) && [c.name, ...c.aliases].some((n) => { const s = ownSplit(c, n); return s.plugin === m.plugin && s.bare === m.bare; }));
    if (c) {
      used.add(c);
      rows.push({ type: "kind-differs", claude: shown(c), mind: shown(m), descriptionsAgree: norm(c.description) === norm(m.description) });
      matched(rows, c, m, true);
      continue;
    }
    // a category folder's item: mind's `<category>:<name>` (from `--add-root 'agents/*'`) is the
    // `<name>` a hand copy gives Claude Code, when that name is unique on both sides
    const tail = m.bare.includes(":") ? m.bare.slice(m.bare.lastIndexOf(":") + 1) : null;
    const tailOf = (b) => (b.includes(":") ? b.slice(b.lastIndexOf(":") + 1) : b);
    // (the hand copy's folder name is an alias where Claude Code lists the skill by its frontmatter name)
    const byTail = tail && leftC.filter((c) => !used.has(c) && c.kind === m.kind && c.plugin === m.plugin && (c.bare === tail || c.aliases.includes(tail)));
    if (byTail && byTail.length === 1 && unmatched.filter((o) => o.kind === m.kind && o.plugin === m.plugin && tailOf(o.bare) === tail).length === 1) {
      used.add(byTail[0]);
      rows.push({ type: "category-name", kind: m.kind, plugin: m.plugin, claude: byTail[0].bare, mind: m.bare });
      matched(rows, byTail[0], m, true);
      continue;
    }
    const d = norm(m.description);
    const same = (c) => !used.has(c) && c.kind === m.kind && c.plugin === m.plugin && d !== "" && norm(c.description) === d;
    const sameM = unmatched.filter((o) => !pairedM.has(o) && o.kind === m.kind && o.plugin === m.plugin && norm(o.description) === d);
    const byDesc = leftC.filter(same);
    if (byDesc.length >= 1 && byDesc.length === sameM.length) {
      // as many items each side with the same kind, plugin and description (one, or copies of
      // one description): the same files under other names, paired in order
      used.add(byDesc[0]);
      pairedM.add(m);
      rows.push({ type: "name-differs", kind: m.kind, plugin: m.plugin, claude: byDesc[0].bare, mind: m.bare });
      matched(rows, byDesc[0], m, true);
      continue;
    }
    // a skill Claude Code lists as a command under another name (its folder name is a built-in
    // command's, so Claude Code drops that alias and keeps the frontmatter `name`), paired by an
    // equal description when exactly one item on each side has it
    const other = { skill: "command", command: "skill" }[m.kind];
    const cross = other && d !== "" && leftC.filter((c) => !used.has(c) && c.kind === other && c.plugin === m.plugin && norm(c.description) === d);
    if (cross && cross.length === 1 && unmatched.filter((o) => o.plugin === m.plugin && norm(o.description) === d).length === 1) {
      used.add(cross[0]);
      rows.push({ type: "kind-differs", claude: shown(cross[0]), mind: shown(m), descriptionsAgree: true });
      matched(rows, cross[0], m, true);
      continue;
    }
    rows.push({ type: "only-mind", kind: m.kind, plugin: m.plugin, name: m.bare, installed: m.installed, description: m.description });
  }
  for (const c of claude) if (!used.has(c)) rows.push({ type: "only-claude", kind: c.kind, plugin: c.plugin, name: c.bare, aliases: c.aliases, description: c.description });
  return rows;
}

function matched(rows, c, m, kindRowDone) {
  if (c.bare !== m.bare && !kindRowDone) rows.push({ type: "name-is-alias", kind: c.kind, plugin: c.plugin, claude: c.bare, mind: m.bare });
  if (!m.installed) rows.push({ type: "not-installed", kind: m.kind, plugin: m.plugin, name: m.bare });
  const cd = c.description || "", md = m.description == null ? "" : m.description;
  if (cd !== md) {
    const type = unescaped(cd) === md ? "desc-escaped" : norm(cd) === norm(md) ? "description-whitespace" : "description";
    rows.push({ type, kind: c.kind, plugin: c.plugin, name: c.bare, claude: cd, mind: m.description });
  }
}

// The classes of difference docs/differential.md ("Explained classes") gives a reason for; a row
// of one carries it as `explained`. Everything else is a difference nobody has explained.
const standIn = (r) => r.kind === "agent" && r.mind == null && r.plugin && r.claude === `Agent from ${r.plugin} plugin`;
// A loose repository's hand copy keeps the first of several folders or files of one name
// (`oracle-collision` notes): mind offers each under its category, so the copies the oracle
// dropped are only-mind, and the one it kept may pair with another copy or none.
const tailName = (n) => (n && n.includes(":") ? n.slice(n.lastIndexOf(":") + 1) : n);
function collidedNames(notes) {
  const out = new Set();
  for (const n of notes) {
    const [tag, kind, name] = n.split(" ");
    if (tag !== "oracle-collision" || !name) continue;
    out.add(kind + "\0" + tailName(name.replace(/\.md$/, "").replace(/\//g, ":")));
  }
  return out;
}
function collided(r, names) {
  if (!names.size) return false;
  const candidates = [r.name, r.claude, r.mind, ...(r.aliases || [])].filter((n) => typeof n === "string");
  return candidates.some((n) => names.has(r.kind + "\0" + tailName(n)));
}
// The folder names of the repository's skills whose frontmatter says `user-invocable: false`
// (a bounded walk: no .git, no node_modules, no links).
function notUserInvocable(repo) {
  const out = new Set();
  let budget = 200000;
  const walk = (dir, depth) => {
    if (depth > 12 || budget <= 0) return;
    let entries = [];
    try { entries = fs.readdirSync(dir, { withFileTypes: true }); } catch (e) { return; }
    for (const e of entries) {
      if (--budget <= 0) return;
      if (e.isDirectory() && e.name !== ".git" && e.name !== "node_modules") walk(dir + "/" + e.name, depth + 1);
      else if (e.isFile() && e.name === "SKILL.md") {
        const head = read(dir + "/SKILL.md").slice(0, 4096);
        const fm = /^---\r?\n([\s\S]*?)\r?\n---/.exec(head);
        if (fm && /^user-invocable:\s*false\s*$/m.test(fm[1])) out.add(dir.slice(dir.lastIndexOf("/") + 1));
      }
    }
  };
  if (repo) walk(repo, 0);
  return out;
}

// The stems (`x` of agents/x.md or x.agent.md) of the repository's agent files Claude Code refuses
// in user scope, as review names them (agent-name-refused, missing-description,
// frontmatter-unreadable): no frontmatter block, no `description:`, or a `name:` holding `:`.
function refusedAgents(repo) {
  const out = new Set();
  let budget = 200000;
  const walk = (dir, depth, inAgents) => {
    if (depth > 12 || budget <= 0) return;
    let entries = [];
    try { entries = fs.readdirSync(dir, { withFileTypes: true }); } catch (e) { return; }
    for (const e of entries) {
      if (--budget <= 0) return;
      if (e.isDirectory() && e.name !== ".git" && e.name !== "node_modules") walk(dir + "/" + e.name, depth + 1, inAgents || e.name === "agents");
      else if (e.isFile() && e.name.endsWith(".md") && (inAgents || e.name.endsWith(".agent.md"))) {
        const head = read(dir + "/" + e.name).slice(0, 16384);
        const fm = /^---\r?\n([\s\S]*?)\r?\n---/.exec(head);
        const name = fm && /^name:\s*(.*)$/m.exec(fm[1]);
        if (!fm || !/^description:/m.test(fm[1]) || (name && name[1].includes(":"))) out.add(e.name.replace(/(\.agent)?\.md$/, ""));
      }
    }
  };
  if (repo) walk(repo, 0, false);
  return out;
}

// What the run knows beside the rows: the loose oracle's collisions, the skills Claude Code loads
// but lists nowhere, the shape, and whether mind's meld printed the flags of a layout it does not
// read by convention.
function explain(r, ctx = {}) {
  const names = ctx.collided || new Set();
  if (["only-claude", "only-mind", "description", "name-differs"].includes(r.type) && collided(r, names)) return "oracle-collision";
  // a loose repository as is: mind reads its conventions and prints the flags that take the rest
  if (r.type === "only-claude" && ctx.shape === "loose" && ctx.hintPrinted) return "loose-layout-flags-printed";
  // Claude Code loads a `user-invocable: false` skill (its debug log counts it) and lists it in
  // neither the session's commands nor init.skills, where the oracle reads names
  if (r.type === "only-mind" && r.kind === "skill" && ctx.hidden && ctx.hidden.has(tailName(r.name))) return "skill-not-user-invocable";
  // the same item (same description) of another kind in the oracle, which reads kinds from
  // init.skills: a command that hides a skill of its name stays named there; a skill Claude Code
  // does not offer to the model (no frontmatter description, `disable-model-invocation: true`) is
  // missing from it
  const kinds = (r.claude || "").split(" ")[0] + "/" + (r.mind || "").split(" ")[0];
  if (r.type === "kind-differs" && (kinds === "skill/command" || kinds === "command/skill") && r.descriptionsAgree) return "oracle-kind";
  // NS-41: of two agents Claude Code would list under one name, mind installs one and names the
  // other in its warning (its description may be the one Claude Code shows)
  const sharedTail = (n) => ctx.agentTails && (ctx.agentTails.get(tailName(n)) || 0) > 1;
  // (mind's warning names the first few and counts the rest: `19 item(s) not installed: another item
  // already holds their link path: ... and 14 more`)
  const uninstalled = r.type === "not-installed" || (r.type === "only-mind" && !r.installed);
  const warned = (ctx.meldErr || "").includes(tailName(r.name)) || /item\(s\) not installed: another item already holds their link path/.test(ctx.meldErr || "");
  if (r.kind === "agent" && (r.type === "not-installed" || r.type === "only-mind") && ((uninstalled && warned) || sharedTail(r.name)))
    return "agent-collision";
  if (r.type === "description" && r.kind === "agent" && ctx.uninstalledAgentDescriptions && ctx.uninstalledAgentDescriptions.has(norm(r.claude))) return "agent-collision";
  // an agent file Claude Code refuses in user scope (review says why); mind offers it for the
  // agents that read it (Copilot, OpenCode, ...)
  if (r.type === "only-mind" && r.kind === "agent" && ((ctx.refused && ctx.refused.has(tailName(r.name))) || r.description == null))
    return "agent-claude-refuses";
  // a kind Claude Code has no loader for: mind links rules into the agents that read them
  if (r.type === "only-mind" && r.kind === "rule") return "kind-claude-lacks";
  if (r.type === "desc-escaped") return "claude-escapes-markup";
  if (r.type === "description-whitespace") return "control-runs-sanitized";
  if (r.type === "name-is-alias") return "skill-folder-name";
  if (r.type === "category-name") return "category-folder-name";
  if (r.type === "name-differs" && r.kind === "agent") return "agent-file-name";
  if (r.type === "description" && standIn(r)) return "agent-frontmatter-unreadable";
  // a plugin's agent: Claude Code's plugin listing keeps `\n` as text, its ~/.claude/agents
  // listing (where mind links the agent) shows a line break, which mind shows as a space
  if (r.type === "description" && r.kind === "agent" && r.mind != null && norm(r.claude.replace(/\\n/g, "\n")) === norm(r.mind))
    return "agent-line-breaks-in-user-scope";
  return null;
}
function explained(rows, ctx = {}) {
  if (ctx instanceof Set) ctx = { collided: ctx };
  for (const r of rows) { const why = explain(r, ctx); if (why) r.explained = why; }
  return rows;
}

// compare CLAUDE_JSON MIND_JSON SHAPE REPO OUTDIR [--json]
function compare(cf, mf, shape, repo, outdir, flag) {
  const claude = readJson(cf), mind = readJson(mf);
  const notes = fs.existsSync(outdir + "/claude-notes.txt") ? read(outdir + "/claude-notes.txt").split("\n").filter(Boolean) : [];
  let meldRc = null, meldErr = "";
  try { meldRc = Number(read(outdir + "/mind-meld.rc")); meldErr = read(outdir + "/mind-meld.err"); } catch (e) {}
  // (a result saved before names were split by the session's plugins is read the same way)
  const inPlugin = new Set(claude.plugins || []);
  const items = claude.items.map((it) => (it.plugin && !inPlugin.has(it.plugin) ? { ...it, plugin: null, bare: it.name } : it));
  // mind's near-miss hint names the flags (`--add-root`, `--flat-skills`, `--root`) of a layout
  // (on stderr, or, for a source that offered nothing, in the `empty_source` of `meld --json`)
  let meldOut = "";
  try { meldOut = read(outdir + "/mind-meld.json"); } catch (e) {}
  const flagsIn = (text) => /(what comes close|are not offered|"close")[\s\S]*--(add-root|flat-skills|root)\b/.test(text);
  const hintPrinted = flagsIn(meldErr) || flagsIn(meldOut);
  const rows = explained(diff(stripDisplayNames(items, repo), mind.items),
    { collided: collidedNames(notes), shape, hintPrinted, meldErr, hidden: notUserInvocable(repo), refused: refusedAgents(repo),
      agentTails: mind.items.filter((i) => i.kind === "agent").reduce((t, i) => t.set(tailName(i.bare), (t.get(tailName(i.bare)) || 0) + 1), new Map()),
      uninstalledAgentDescriptions: new Set(mind.items.filter((i) => i.kind === "agent" && !i.installed).map((i) => norm(i.description))) });
  const unexplained = rows.filter((r) => !r.explained).length;
  const doc = {
    repo, shape, claude_version: claude.version,
    claude: { counts: byKind(claude.items), plugins: claude.plugins.length, notes },
    mind: { counts: byKind(mind.items), installed: mind.items.filter((i) => i.installed).length, meld_exit: meldRc },
    differences: rows, unexplained,
  };
  if (flag === "--json") { console.log(JSON.stringify(doc, null, 1)); process.exit(rows.length ? 1 : 0); }
  const cut = (s) => { s = norm(s); return s.length > 160 ? s.slice(0, 157) + "..." : s; };
  console.log(`repo ${repo}  shape ${shape}  Claude Code ${claude.version}`);
  console.log(`claude: ${doc.claude.counts} (plugins ${doc.claude.plugins})`);
  console.log(`mind:   ${doc.mind.counts} (installed ${doc.mind.installed}, meld exit ${meldRc})`);
  if (meldRc) console.log("mind meld: " + cut(meldErr.split("\n").filter(Boolean).slice(-3).join(" | ")));
  const counted = {};
  for (const n of notes) { const t = n.split(" ")[0]; counted[t] = (counted[t] || []).concat(n.slice(t.length + 1)); }
  for (const t of Object.keys(counted)) console.log(`claude note ${t} (${counted[t].length}): ${cut(counted[t].join(", "))}`);
  const label = (r) => r.kind + " " + (r.plugin ? r.plugin + ":" : "") + r.name;
  for (const r of rows) {
    const why = r.explained ? `  [explained: ${r.explained}]` : "";
    if (r.type === "only-claude") console.log(`only-claude  ${label(r)}${r.aliases.length ? " (aliases " + r.aliases.join(", ") + ")" : ""}`);
    else if (r.type === "only-mind") console.log(`only-mind    ${label(r)}${r.installed ? "" : " (not installed)"}`);
    else if (r.type === "kind-differs") console.log(`kind-differs claude ${r.claude} / mind ${r.mind}`);
    else if (r.type === "name-differs") console.log(`name-differs ${r.kind} ${r.plugin ? r.plugin + ":" : ""}${r.mind} in mind is ${r.claude} in Claude Code (same description)${why}`);
    else if (r.type === "category-name") console.log(`category     ${r.kind} ${r.plugin ? r.plugin + ":" : ""}${r.mind} in mind is ${r.claude} in a hand copy${why}`);
    else if (r.type === "name-is-alias") console.log(`name-alias   ${r.kind} ${r.plugin ? r.plugin + ":" : ""}${r.mind} is an alias; Claude Code's name is ${r.claude}${why}`);
    else if (r.type === "not-installed") console.log(`not-installed ${label(r)}`);
    else {
      const tag = { description: "description ", "desc-escaped": "desc-escaped", "description-whitespace": "desc-space  " }[r.type];
      console.log(`${tag} ${label(r)}${why}`);
      console.log(`    claude: ${JSON.stringify(cut(r.claude))}`);
      console.log(`    mind:   ${r.mind == null ? "(none)" : JSON.stringify(cut(r.mind))}`);
    }
  }
  const t = {};
  for (const r of rows) t[r.type] = (t[r.type] || 0) + 1;
  console.log(`differences ${rows.length}` + (rows.length ? " (" + Object.keys(t).map((k) => k + " " + t[k]).join(", ") + ")" : "") +
    `; unexplained ${unexplained}`);
  process.exit(rows.length ? 1 : 0);
}

module.exports = { marketPlugins, renameMarket, claudeItems, mindItems, compare, diff, explained, collidedNames, notUserInvocable, refusedAgents };
if (require.main === module) {
  const [cmd, ...args] = process.argv.slice(2);
  const table = { "market-plugins": marketPlugins, "rename-market": renameMarket, "claude-items": claudeItems, "mind-items": mindItems, compare };
  if (!table[cmd]) { console.error("claude-mind-diff.js: unknown command " + cmd); process.exit(2); }
  table[cmd](...args);
}
