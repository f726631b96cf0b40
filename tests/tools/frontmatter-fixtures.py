#!/usr/bin/env python3
"""frontmatter-fixtures.py DIR: writes a Claude Code plugin (plugin `fx`) whose skills and agents
each hold one frontmatter shape (issue 43). frontmatter-agreement runs Claude Code and mind on it
and compares the descriptions each reads. Every body starts with `Body of NAME.`, so a reader that
falls back to the body (Claude Code does, for a skill with no usable description) shows it."""
import json, os, sys

S = {  # skill folder -> SKILL.md bytes before the body
    "plain-line": "---\nname: plain-line\ndescription: Simple one line\n---\n",
    "plain-multiline": "---\nname: plain-multiline\ndescription:\n  Line one of a plain scalar\n  and line two\n---\n",
    "plain-continued": "---\nname: plain-continued\ndescription: First part\n  continues here\n---\n",
    "plain-blank-line": "---\ndescription:\n  Para one\n\n  para two\n---\n",
    "folded": "---\ndescription: >\n  Folded one\n  folded two\n\n  next para\n---\n",
    "folded-strip": "---\ndescription: >-\n  Folded strip\n  two\n---\n",
    "literal": "---\ndescription: |\n  Literal one\n  literal two\n---\n",
    "literal-strip": "---\ndescription: |-\n  Literal strip\n    indented more\n---\n",
    "single-quoted": "---\ndescription: 'It''s single # quoted: yes'\n---\n",
    "double-quoted": "---\ndescription: \"Tab\\there \\\"q\\\" \\u00e9 end\"\n---\n",
    "double-multiline": "---\ndescription: \"Double on\n  two lines\"\n---\n",
    "comment-after": "---\ndescription: Text before comment # the comment\n---\n",
    "comment-lines": "---\n# a comment line\ndescription: After comments\n# another\n---\n",
    "hash-no-space": "---\ndescription: Learn C# and F#fast\n---\n",
    "crlf": "---\r\nname: crlf\r\ndescription: Windows lines\r\n---\r\n",
    "crlf-colon": "---\r\nname: crlf-colon\r\ndescription: Use when: the file has CRLF\r\n---\r\n",
    "crlf-multiline": "---\r\ndescription:\r\n  CRLF plain one\r\n  CRLF plain two\r\n---\r\n",
    "lf-colon": "---\ndescription: Use when: a colon follows\n---\n",
    "colon-quoted": "---\ndescription: \"Use when: quoted\"\n---\n",
    "at-start": "---\ndescription: @mention starts it\n---\n",
    "star-start": "---\ndescription: *not an alias here\n---\n",
    "anchor": "---\ndescription: &d Anchored text\n---\n",
    "alias": "---\nshared: &a Shared text\ndescription: *a\n---\n",
    "tab-indent": "---\ndescription:\n\tTabbed continuation\n---\n",
    "tab-after-colon": "---\ndescription:\tTab separated\n---\n",
    "duplicate-key": "---\ndescription: First value\ndescription: Second value\n---\n",
    "list-value": "---\ndescription:\n  - item a\n  - item b\n---\n",
    "flow-map": "---\ndescription: {a: b}\n---\n",
    "number": "---\ndescription: 42\n---\n",
    "float": "---\ndescription: 1.50\n---\n",
    "bool": "---\ndescription: true\n---\n",
    "yes-word": "---\ndescription: yes\n---\n",
    "null-word": "---\ndescription: null\n---\n",
    "empty-value": "---\ndescription:\n---\n",
    "bom": "\ufeff---\ndescription: After a BOM\n---\n",
    "empty-block": "---\n---\n",
    "unterminated": "---\ndescription: Never closed\n",
    "dashes-midline": "---\ndescription: before --- after\nname: dashes-midline\n---\n",
    "dashes-in-block": "---\ndescription: |\n  above\n  ---\n  below\n---\n",
    "space-before-colon": "---\ndescription : Spaced key\n---\n",
    "indented-map": "---\n  description: Indented map\n---\n",
    "unclosed-quote": "---\ndescription: \"never closed\n---\n",
    "bad-yaml-elsewhere": "---\ndescription: Good text\nbroken: [unclosed\n---\n",
    "two-bracket-lists": "---\ndescription: Two bracket lists beside\nargument-hint: [feature name] [task number]\n---\n",
    "bracket-then-text": "---\ndescription: A list then text beside\nargument-hint: [name] rest\n---\n",
    "name-differs": "---\nname: Other Name\ndescription: Named differently\n---\n",
    "trailing-spaces": "---   \ndescription: Trailing spaces on fences   \n---   \n",
    "octal-like": "---\ndescription: 007\n---\n",
    "hex": "---\ndescription: 0x1F\n---\n",
    "exponent": "---\ndescription: 1e3\n---\n",
    "infinity": "---\ndescription: .inf\n---\n",
    "true-capital": "---\ndescription: True\n---\n",
    "tilde": "---\ndescription: ~\n---\n",
    "big-int": "---\ndescription: 12345678901234567890\n---\n",
    "str-tag": "---\ndescription: !!str 42\n---\n",
    "colon-no-space": "---\ndescription: ratio a:b\n---\n",
    "lf-colon-comment": "---\ndescription: Use when: x # note\n---\n",
    "crlf-colon-comment": "---\r\ndescription: Use when: x # note\r\n---\r\n",
    "crlf-tab-indent": "---\r\ndescription:\r\n\tCRLF tabbed\r\n---\r\n",
    "crlf-nine-colons": "---\r\n" + "".join(f"k{c}: a: b\r\n" for c in "abcdefghi") + "description: Nine: lines\r\n---\r\n",
    "ellipsis": "---\ndescription: Before dots\n...\nother: x\n---\n",
    "nested-only": "---\nmetadata:\n  description: Nested only\n---\n",
    "quoted-key": "---\n\"description\": Quoted key\n---\n",
    "merge-key": "---\n<<: {description: Merged in}\n---\n",
    "deep-nesting": "---\ndescription: Deep beside\nx: " + "[" * 100 + "]" * 100 + "\n---\n",
    "root-list": "---\n- description: In a list\n---\n",
    "control-esc": "---\ndescription: \"ok \x1b[31mred\"\n---\n",
    "control-del-nel": "---\ndescription: a\x7fb\u0085c\n---\n",
    "control-nul": "---\ndescription: a\x00b\n---\n",
}
A = {  # agent file stem -> agent .md bytes before the body
    "ag-plain-multiline": "---\nname: ag-plain-multiline\ndescription:\n  Agent plain one\n  agent plain two\n---\n",
    "ag-crlf-colon": "---\r\nname: ag-crlf-colon\r\ndescription: Use when: CRLF agent\r\n---\r\n",
    "ag-bad-yaml": "---\nname: ag-bad-yaml\ndescription: \"unclosed\n---\n",
    "ag-list": "---\nname: ag-list\ndescription:\n  - a\n---\n",
    "ag-number": "---\nname: ag-number\ndescription: 7\n---\n",
}

def main():
    out = sys.argv[1]
    os.makedirs(os.path.join(out, ".claude-plugin"), exist_ok=True)
    with open(os.path.join(out, ".claude-plugin", "plugin.json"), "w") as f:
        json.dump({"name": "fx", "description": "frontmatter fixtures"}, f)
    for name, head in S.items():
        d = os.path.join(out, "skills", name)
        os.makedirs(d, exist_ok=True)
        nl = "\r\n" if "\r\n" in head else "\n"
        with open(os.path.join(d, "SKILL.md"), "wb") as f:
            f.write((head + f"Body of {name}.{nl}").encode())
    # Latin-1 bytes, not UTF-8: Claude Code reads each as U+FFFD.
    os.makedirs(os.path.join(out, "skills", "latin1-bytes"), exist_ok=True)
    with open(os.path.join(out, "skills", "latin1-bytes", "SKILL.md"), "wb") as f:
        f.write(b"---\ndescription: caf\xe9 au lait\n---\nBody of latin1-bytes.\n")
    os.makedirs(os.path.join(out, "agents"), exist_ok=True)
    for name, head in A.items():
        nl = "\r\n" if "\r\n" in head else "\n"
        with open(os.path.join(out, "agents", name + ".md"), "wb") as f:
            f.write((head + f"Body of {name}.{nl}").encode())

main()
