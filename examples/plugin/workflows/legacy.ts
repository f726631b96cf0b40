// A TypeScript sibling: the harness skips it, so mind does not map it (WF-3).
export const meta = { name: 'legacy', description: 'Not a workflow' }
