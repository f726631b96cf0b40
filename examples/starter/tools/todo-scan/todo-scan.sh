#!/bin/sh
# Prints file:line:text for every TODO or FIXME under the given directory.
grep -rn -E 'TODO|FIXME' "${1:-.}"
