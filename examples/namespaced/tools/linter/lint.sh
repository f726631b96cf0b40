#!/bin/sh
# Placeholder linter for the example.
echo "lint: $*"
