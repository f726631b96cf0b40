export const meta = {
  name: 'release',
  description: 'Cut a release: bump the version, write the changelog, tag',
  whenToUse: 'when main is green and the team agreed to ship',
}

export default async function release({ agent, shell }) {
  const version = await agent('Choose the next semantic version from the merged PRs')
  await shell(`git tag -a v${version} -m "Release ${version}"`)
  return { version }
}
