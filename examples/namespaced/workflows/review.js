// The harness keys workflows by meta.name, so the name is a token: it installs
// as 'jk:review' under this source's prefix, and 'review' without one (WF-23).
export const meta = {
  name: '{{ns:review}}',
  description: 'Review the changed files, one reviewer per dimension',
  whenToUse: 'Before opening a pull request',
}

export default async function review({ agent }) {
  // Both spellings of the name token expand (the angle one is for files where
  // double braces are already template syntax). Every token in this file is
  // read, comments included, so a comment never spells a token it does not mean.
  const plan = await agent('Use the <<ns:helper>> skill to list the changed files.')
  const lint = await agent('Run {{tools:linter}} over them and summarise the findings.')
  return agent(`Merge ${plan} and ${lint} into one review, as {{ns:helper}} describes.`)
}
