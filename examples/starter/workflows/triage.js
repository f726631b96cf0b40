export const meta = {
  name: 'triage',
  description: 'Triage new issues: reproduce, label and route each one',
  whenToUse: 'when the issue queue has unlabelled reports',
}

const issues = await agent('List the open issues that have no label yet.')
await parallel(issues.map((issue) =>
  pipeline(
    phase('reproduce', () => agent(`Reproduce issue ${issue.id} and report the steps.`)),
    phase('label', () => agent(`Label issue ${issue.id} by area and severity.`)),
  )))
log(`triaged ${issues.length} issues`)
