export const meta = ({
  name: 'agent-flow',
  description: 'Parenthesised meta: the quick reader refuses it, the harness parses the file',
  whenToUse: 'when the harness must parse the whole file',
})

const steps = ['plan', 'build', 'verify'];
const results = {};
for (const [index, step] of steps.entries()) {
  results[step] = await agent(`Step ${index + 1}: ${step} the change`, { label: step });
}
const summary = Object.entries(results)
  .map(([step, value]) => `${step}: ${value?.status ?? 'unknown'}`)
  .join('\n');
await parallel([
  () => agent('Review the summary:\n' + summary),
  async () => { const { ok = false } = (await agent('Check tests')) ?? {}; return ok; },
]);
log(summary);
