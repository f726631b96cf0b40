// The differential test of mind's whole-module parser against acorn (issue 33).
//   node differential.mjs MODULE_VERDICT [SEED] [COUNT]
// Corpus: every .js under examples/ and tests/differential/bases/, the
// JavaScript that node-acorn installs under /usr/share/nodejs (real-world
// code), every fragment of mutate.mjs as a file of its own, and COUNT seeded
// mutations of the bases. Each file's verdict, parses or not, from mind
// (MODULE_VERDICT, module_verdict.cpp) and from acorn (node-acorn, ecmaVersion
// latest, the harness's options) must agree, except for the listed cases
// below where acorn itself differs from the current harness. With
// HARNESS_PARSER=path (the client's parser, extract_harness_parser.sh) every
// file is also checked against the harness itself, with no exception but
// mind's declared `unsure`.
// Exits 1 on any unexplained disagreement; a missing node or acorn is an
// error, never a pass.
import { execFileSync } from 'child_process';
import fs from 'fs';
import os from 'os';
import path from 'path';
import { fileURLToPath, pathToFileURL } from 'url';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const [verdictTool, seedArg = '33', countArg = '2000'] = process.argv.slice(2);
if (!verdictTool) {
  console.error('usage: differential.mjs MODULE_VERDICT [SEED] [COUNT]');
  process.exit(2);
}
const acornPath = '/usr/share/nodejs/acorn/dist/acorn.mjs';
if (!fs.existsSync(acornPath)) {
  console.error(`differential: ${acornPath} is missing: install node-acorn (make deps)`);
  process.exit(1);
}
const acorn = await import(acornPath);
const options = { ecmaVersion: 'latest', sourceType: 'module', allowAwaitOutsideFunction: true,
  allowReturnOutsideFunction: true, allowHashBang: true };

function walk(dir, out) {
  if (!fs.existsSync(dir)) return out;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, out);
    else if (entry.isFile() && entry.name.endsWith('.js') && fs.statSync(full).size < 600000) {
      out.push(full);
    }
  }
  return out;
}

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'mind-differential-'));
try {
  const bases = [...walk(path.join(here, 'bases'), []), ...walk(path.join(root, 'examples'), [])];
  const realWorld = walk('/usr/share/nodejs', []);
  const { fragments } = await import(pathToFileURL(path.join(here, 'fragments.mjs')).href);
  const fragmentFiles = fragments.map((text, i) => {
    const file = path.join(work, `fragment${i}.js`);
    fs.writeFileSync(file, text);
    return file;
  });
  const mutationDir = path.join(work, 'mutations');
  execFileSync('node', [path.join(here, 'mutate.mjs'), seedArg, countArg, mutationDir, ...bases]);
  const mutations = fs.readdirSync(mutationDir).map((f) => path.join(mutationDir, f));
  const corpus = [...bases, ...realWorld, ...fragmentFiles, ...mutations];

  const mind = new Map();
  const output = execFileSync(verdictTool, { input: corpus.join('\n') + '\n',
    maxBuffer: 1 << 28 }).toString();
  for (const line of output.split('\n')) {
    if (!line) continue;
    const [verdict, file, , problem] = line.split('\t');
    mind.set(file, { verdict, problem });
  }
  let harness;
  if (process.env.HARNESS_PARSER) {
    harness = (await import(pathToFileURL(process.env.HARNESS_PARSER).href)).parse;
  }

  // Where acorn 8.8.1 (Debian bookworm) differs from the current harness: it
  // predates these, which the harness parses. A disagreement is explained
  // only when acorn's error points at one of them.
  const acornLacks = [
    { what: 'a `using` or `await using` declaration (explicit resource management)',
      test: (text, pos) => /\busing\s*$/.test(text.slice(Math.max(0, pos - 40), pos)) ||
        text.startsWith('using', pos) },
    { what: 'import attributes (`with { type: "json" }`)',
      test: (text, pos) => text.startsWith('with', pos) },
    { what: 'the regular-expression `v` flag',
      test: (text, pos, message) => /regular expression flag/.test(message) &&
        /\/[dgimsuy]*v[dgimsuy]*/.test(text.slice(pos, pos + 400)) },
  ];
  const counts = { files: corpus.length, agree: 0, unsure: 0, explained: 0, failures: 0 };
  const explainedBy = new Map();
  const failures = [];
  const harnessFailures = [];
  for (const file of corpus) {
    const text = fs.readFileSync(file, 'utf8').replaceAll('\r\n', '\n');
    let acornParses = true, message = '', pos = 0;
    try { acorn.parse(text, options); } catch (e) { acornParses = false; message = e.message; pos = e.pos ?? 0; }
    const m = mind.get(file) ?? { verdict: 'missing', problem: '' };
    if (harness) {
      let harnessParses = true;
      try { harness(text, { sourceType: 'module', allowAwaitOutsideFunction: true,
        allowReturnOutsideFunction: true }); } catch { harnessParses = false; }
      if (m.verdict !== 'unsure' && (m.verdict === 'parses') !== harnessParses) {
        harnessFailures.push(`${file}: mind ${m.verdict} (${m.problem}), harness ${harnessParses ? 'parses' : 'refuses'}`);
      }
    }
    if (m.verdict === 'unsure') { counts.unsure++; continue; }
    const mindParses = m.verdict === 'parses';
    if (mindParses === acornParses) { counts.agree++; continue; }
    const reason = !acornParses && acornLacks.find((l) => l.test(text, pos, message));
    if (reason) {
      counts.explained++;
      explainedBy.set(reason.what, (explainedBy.get(reason.what) ?? 0) + 1);
      continue;
    }
    counts.failures++;
    failures.push(`${file}: mind ${m.verdict}${m.problem ? ` (${m.problem})` : ''}, acorn ` +
      (acornParses ? 'parses' : `refuses (${message})`));
  }
  console.log(`differential: ${counts.files} files (${bases.length} bases, ${realWorld.length} ` +
    `real-world, ${fragmentFiles.length} fragments, ${mutations.length} mutations, seed ${seedArg})`);
  console.log(`  agree ${counts.agree}, mind unsure ${counts.unsure}, acorn differs from the harness ` +
    `${counts.explained}, unexplained ${counts.failures}`);
  for (const [what, n] of explainedBy) console.log(`    acorn lacks ${what}: ${n}`);
  if (harness) console.log(`  against the harness's own parser: ${harnessFailures.length} disagreements`);
  for (const f of [...failures, ...harnessFailures].slice(0, 30)) console.log(`  DISAGREE ${f}`);
  if (counts.unsure > 0 && !process.env.KEEP_QUIET) {
    const reasons = new Map();
    for (const [, m] of mind) if (m.verdict === 'unsure') reasons.set(m.problem, (reasons.get(m.problem) ?? 0) + 1);
    for (const [r, n] of reasons) console.log(`    unsure: ${r}: ${n}`);
  }
  process.exitCode = failures.length + harnessFailures.length > 0 ? 1 : 0;
} finally {
  fs.rmSync(work, { recursive: true, force: true });
}
