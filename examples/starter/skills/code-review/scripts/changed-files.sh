#!/bin/sh
# Lists the files changed since the merge base with the main branch.
git diff --name-only "$(git merge-base HEAD main)"
