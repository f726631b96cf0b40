export const meta = {
  name: 'preview',
  description: 'Open a preview environment for the current branch',
}

export default async function preview({ shell }) {
  return shell('make preview BRANCH=$(git branch --show-current)')
}
