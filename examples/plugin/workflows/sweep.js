export const meta = {
  name: '{{ns:sweep}}',
  description: 'Lint the whole repository and open one fix-up commit per linter',
  whenToUse: 'after upgrading a linter or changing its configuration',
}

export default async function sweep({ agent }) {
  return agent('Run each linter with --fix and commit each linter\'s changes separately')
}
