/// The command-shaped risky-content matchers: remote code run through an
/// interpreter, reverse shells, destructive commands on the home or the root,
/// reading or sending credentials, and writes into agent settings or shell
/// start-up files. Each reads one lower-cased line (review/risk_text.hpp).
#include <array>
#include <string>

#include "review/risk_text.hpp"

namespace mind::review::risk {
namespace {

// Candidates tried per line by a loop whose step may scan ahead: a bound that
// keeps a hostile line (`|sudo -|sudo -|...`) linear; real commands need a few.
constexpr int kMaxTries = 32;

constexpr std::string_view kFetchers[] = {
    "curl", "wget", "fetch", "iwr", "irm", "invoke-webrequest", "invoke-restmethod", "base64"};

constexpr std::array<std::string_view, 14> kInterpreters = {
    "sh",      "bash", "zsh",  "dash", "ksh", "fish", "python",
    "python3", "perl", "ruby", "node", "iex", "pwsh", "powershell"};

// `[sudo [-flags]] [/usr/bin/env ] [/bin/ | /usr/bin/ | /usr/local/bin/]<interpreter>` at `at`:
// the end of the interpreter word, or npos.
std::size_t interpreter_at(std::string_view line, std::size_t at) noexcept {
  at = skip_spaces(line, at);
  if (word_at(line, at, "sudo")) {
    at = skip_spaces(line, at + 4);
    for (int flags = 0; flags < 4 && at < line.size() && line[at] == '-'; ++flags)
      at = skip_spaces(line, token_end(line, at));
  }
  for (std::string_view dir : {"/usr/bin/env ", "/usr/local/bin/", "/usr/bin/", "/bin/"}) {
    if (line.substr(at).starts_with(dir)) at = skip_spaces(line, at + dir.size());
  }
  if (word_at(line, at, "invoke-expression")) return at + 17;
  for (std::string_view w : kInterpreters) {
    if (word_at(line, at, w)) return at + w.size();
  }
  return std::string_view::npos;
}

// Whether the interpreter that ends at `at` runs what it reads on its
// standard input: no argument, `-`, `-s` or `/dev/stdin` does; a script path
// (`python scripts/x.py`), `-c CODE` or `-m MODULE` runs a local program that
// reads the download as data (issue 35). Other flags (`bash -e`, `-x`) are
// skipped, a bounded number; `node -e CODE` ends at CODE, a non-flag word.
bool runs_its_input(std::string_view line, std::size_t at) noexcept {
  for (int flags = 0; flags < 8; ++flags) {
    at = skip_spaces(line, at);
    if (at >= line.size() || std::string_view("|;&)<>`").find(line[at]) != std::string_view::npos) {
      return true;  // the command ends here, also where a code span does (`... | bash`)
    }
    // A quote right after the interpreter closes the prose around it; after a
    // flag it opens that flag's argument (`node -e "..."`).
    if (flags == 0 && (line[at] == '"' || line[at] == '\'')) return true;
    if ((line[at] == '.' || line[at] == ',') && (at + 1 >= line.size() || is_space(line[at + 1]))) {
      return true;  // the end of a sentence: `... | sh.`
    }
    const std::string_view arg = line.substr(at, token_end(line, at) - at);
    if (arg == "-" || arg == "-s" || arg == "--") return true;
    // The standard input named as the script: still the download that runs.
    for (std::string_view in : {"/dev/stdin", "/dev/fd/0", "/proc/self/fd/0"}) {
      if (arg.starts_with(in)) return true;
    }
    if (arg == "-c" || arg == "-m") return false;  // the code or module is the argument
    if (!arg.starts_with('-')) return false;       // a script: the download is its data
    at += arg.size();
  }
  return true;  // past the bound: the conservative answer
}

// The first fetcher of the line, and every later `|` tried once: linear.
Match piped_download(std::string_view line) noexcept {
  const std::size_t fetch = find_any_word(line, kFetchers, 0);
  if (fetch == std::string_view::npos) return std::nullopt;
  int tries = 0;
  for (std::size_t bar = line.find('|', fetch);
       bar != std::string_view::npos && tries++ < kMaxTries; bar = line.find('|', bar + 1)) {
    if (bar + 1 < line.size() && line[bar + 1] == '|') {  // `||` is not a pipe
      ++bar;
      continue;
    }
    if (const std::size_t end = interpreter_at(line, bar + 1);
        end != std::string_view::npos && runs_its_input(line, end)) {
      return Span{fetch, end};
    }
  }
  return std::nullopt;
}

// `bash <(curl ...)`, `eval "$(curl ...)"`, `sh -c "$(wget ...)"`: a download in a
// substitution that an interpreter (or eval/source) word earlier on the line runs.
Match substituted_download(std::string_view line) noexcept {
  std::string_view runner;
  const std::size_t run = find_any_word(
      line, {"sh", "bash", "zsh", "eval", "source", "exec", "python", "python3", "node", "perl"}, 0,
      &runner);
  if (run == std::string_view::npos) return std::nullopt;
  for (std::size_t open = line.find('(', run); open != std::string_view::npos;
       open = line.find('(', open + 1)) {
    if (open == 0 || (line[open - 1] != '$' && line[open - 1] != '<')) continue;
    const std::size_t at = skip_spaces(line, open + 1);
    for (std::string_view f : {"curl", "wget", "iwr", "irm"}) {
      if (word_at(line, at, f))
        return Span{run, std::min(line.size(), token_end(line, at + f.size()))};
    }
  }
  return std::nullopt;
}

// PowerShell's `iex (iwr ...)` / `iex (New-Object Net.WebClient).DownloadString(...)`.
Match powershell_download(std::string_view line) noexcept {
  const std::size_t iex = find_any_word(line, {"iex", "invoke-expression"}, 0);
  if (iex == std::string_view::npos) return std::nullopt;
  for (std::string_view f :
       {"downloadstring", "iwr", "irm", "invoke-webrequest", "invoke-restmethod"}) {
    const std::size_t at = line.find(f);
    if (at != std::string_view::npos)
      return Span{std::min(iex, at), std::max(iex + 3, at + f.size())};
  }
  return std::nullopt;
}

// One of `words` as a word at a command position (line start, after a pipe,
// `;`, `&`, `(`, a backtick or `$(`), from `from`.
std::size_t command_word(std::string_view line, std::initializer_list<std::string_view> words,
                         std::size_t from, std::string_view* which = nullptr) noexcept {
  int tries = 0;
  for (std::size_t at = find_any_word(line, words, from, which);
       at != std::string_view::npos && tries++ < kMaxTries;
       at = find_any_word(line, words, at + 1, which)) {
    std::size_t back = at;
    while (back > 0 && is_space(line[back - 1])) --back;
    if (back == 0) return at;
    const char c = line[back - 1];
    if (c == '|' || c == ';' || c == '&' || c == '(' || c == '`' || c == '$' || c == '"' ||
        c == '\'' || c == '>')
      return at;
  }
  return std::string_view::npos;
}

bool is_dangerous_target(std::string_view token) noexcept {
  // Quotes, and the backticks of inline code (issue 35: a `rm -rf ~` in a
  // skill's instructions is where an agent finds the command it runs).
  const auto quote = [](char c) { return c == '"' || c == '\'' || c == '`'; };
  while (!token.empty() && quote(token.front())) token.remove_prefix(1);
  while (!token.empty() && (quote(token.back()) || token.back() == ';')) token.remove_suffix(1);
  for (std::string_view t : {"~", "~/", "~/*", "$home", "$home/", "$home/*", "${home}", "${home}/",
                             "${home}/*", "/", "/*", "c:\\", "c:/", "$env:userprofile"}) {
    if (token == t) return true;
  }
  return false;
}

// `rm -rf ~`, `rm -r --no-preserve-root /`, `chmod -R 777 /`, `Remove-Item -Recurse ~`:
// a recursive flag and a home or root target within eight tokens of the command.
Match recursive_on_home(std::string_view line) noexcept {
  std::string_view cmd;
  int tries = 0;
  // `rm` is no English word: anywhere on the line, after `sudo` or in prose.
  for (std::size_t at = find_any_word(line, {"rm", "chmod", "chown", "remove-item"}, 0, &cmd);
       at != std::string_view::npos && tries++ < kMaxTries;
       at = find_any_word(line, {"rm", "chmod", "chown", "remove-item"}, at + 1, &cmd)) {
    bool recursive = false;
    std::size_t p = at + cmd.size();
    // `rm\s+-rf\s+/`: a regular expression that blocks the command (issue 35)
    if (p < line.size() && line[p] == '\\') continue;
    for (int tokens = 0; tokens < 8; ++tokens) {
      p = skip_spaces(line, p);
      if (p >= line.size() || line[p] == '|' || line[p] == ';' || line[p] == '&') break;
      const std::size_t end = token_end(line, p);
      const std::string_view token = line.substr(p, end - p);
      if (token.starts_with("--")) {
        recursive = recursive || token == "--recursive";
      } else if (token.starts_with("-")) {
        recursive = recursive || token == "-recurse" || token.find('r') != std::string_view::npos;
      } else if (recursive && is_dangerous_target(token)) {
        return Span{at, end};
      }
      p = end;
    }
  }
  return std::nullopt;
}

}  // namespace

Match remote_code(std::string_view line) noexcept {
  if (auto m = piped_download(line)) return m;
  if (auto m = substituted_download(line)) return m;
  return powershell_download(line);
}

Match reverse_shell(std::string_view line) noexcept {
  for (std::string_view dev : {"/dev/tcp/", "/dev/udp/"}) {
    if (const std::size_t at = line.find(dev); at != std::string_view::npos)
      return Span{skip_spaces(line, 0), token_end(line, at)};
  }
  std::string_view nc;
  if (const std::size_t at = command_word(line, {"nc", "ncat", "netcat"}, 0, &nc);
      at != std::string_view::npos) {
    for (std::string_view flag : {"-e", "-c"}) {
      const std::size_t f = line.find(std::string(" ") + std::string(flag) + " ", at);
      if (f != std::string_view::npos) return Span{at, token_end(line, skip_spaces(line, f + 4))};
    }
  }
  if (const std::size_t at = find_word(line, "socat"); at != std::string_view::npos) {
    if (const std::size_t e = line.find("exec:", at); e != std::string_view::npos)
      return Span{at, token_end(line, e)};
  }
  if (const std::size_t at = find_word(line, "mkfifo"); at != std::string_view::npos) {
    if (const std::size_t n = find_any_word(line, {"nc", "ncat", "netcat"}, at);
        n != std::string_view::npos)
      return Span{at, token_end(line, n)};
  }
  if (const std::size_t dup = line.find("os.dup2("); dup != std::string_view::npos) {
    if (const std::size_t c = line.find("connect(("); c != std::string_view::npos)
      return Span{std::min(c, dup), token_end(line, std::max(c, dup))};
  }
  return std::nullopt;
}

Match destructive_command(std::string_view line) noexcept {
  if (auto m = recursive_on_home(line)) return m;
  if (const std::size_t at = line.find(":(){"); at != std::string_view::npos)
    return Span{at, token_end(line, at)};
  // `mkfs.ext4 /dev/sda1`: a format of a device, not the word in a block list.
  if (const std::size_t at = line.find("mkfs");
      at != std::string_view::npos && starts_word(line, at)) {
    const std::size_t arg = skip_spaces(line, token_end(line, at));
    if (line.substr(arg).starts_with("/dev/") || line.substr(arg).starts_with("-"))
      return Span{at, token_end(line, arg)};
  }
  if (const std::size_t at = command_word(line, {"dd"}, 0); at != std::string_view::npos) {
    if (const std::size_t of = line.find("of=/dev/", at); of != std::string_view::npos)
      return Span{at, token_end(line, of)};
  }
  return std::nullopt;
}

namespace {

constexpr std::string_view kCredentialPaths[] = {"~/.ssh",       "$home/.ssh",
                                                 "${home}/.ssh", ".ssh/id_",
                                                 "id_rsa",       "id_ed25519",
                                                 "id_ecdsa",     "~/.aws",
                                                 "$home/.aws",   ".aws/credentials",
                                                 ".netrc",       ".git-credentials",
                                                 ".config/gh",   ".docker/config.json",
                                                 ".kube/config", ".npmrc",
                                                 ".pypirc",      ".gnupg",
                                                 "/etc/shadow",  "login.keychain"};

constexpr std::string_view kReadOrSend[] = {
    "cat",      "less",         "more",       "head",        "tail",     "cp",      "scp",
    "rsync",    "tar",          "zip",        "base64",      "xxd",      "curl",    "wget",
    "nc",       "ncat",         "strings",    "get-content", "open",     "read",    "reads",
    "readfile", "readfilesync", "read_text",  "read_bytes",  "send",     "sends",   "upload",
    "post",     "copy",         "exfiltrate", "print",       "output",   "paste",   "collect",
    "grab",     "extract",      "dump",       "leak",        "transmit", "forward", "email",
    "attach"};

constexpr std::string_view kNetwork[] = {"curl", "wget", "nc", "ncat", "netcat", "socat", "telnet"};

// `env | curl -d @- ...`, `printenv | nc ...`, `curl -d "$(env)" ...`.
Match environment_sent(std::string_view line) noexcept {
  std::string_view which;
  const std::size_t env = command_word(line, {"env", "printenv"}, 0, &which);
  if (env == std::string_view::npos) return std::nullopt;
  int tries = 0;
  for (std::size_t bar = line.find('|', env); bar != std::string_view::npos && tries++ < kMaxTries;
       bar = line.find('|', bar + 1)) {
    std::size_t at = skip_spaces(line, bar + 1);
    for (std::string_view w : kNetwork) {
      if (word_at(line, at, w)) return Span{env, token_end(line, at)};
    }
  }
  const std::size_t net = find_any_word(line, kNetwork, 0);
  if (net != std::string_view::npos && env > 0 && line[env - 1] == '(')
    return Span{std::min(net, env), token_end(line, std::max(net, env))};
  return std::nullopt;
}

// A variable whose name says it holds a secret: `$GITHUB_TOKEN`, `${AWS_SECRET_ACCESS_KEY}`.
bool secret_variable_at(std::string_view line, std::size_t dollar) noexcept {
  std::size_t at = dollar + 1;
  if (at < line.size() && line[at] == '{') ++at;
  std::size_t end = at;
  while (end < line.size() && (is_word_char(line[end]) && line[end] != '-')) ++end;
  const std::string_view name = line.substr(at, end - at);
  for (std::string_view part : {"token", "secret", "password", "passwd", "api_key", "apikey",
                                "access_key", "credential", "private_key"}) {
    if (name.find(part) != std::string_view::npos) return true;
  }
  return false;
}

// `curl -d "t=$GITHUB_TOKEN" …`, `wget "https://x/?k=${NPM_TOKEN}"`: a secret in a
// request's body or URL. A header is how an API takes its key
// (`-H "x-api-key: $ANTHROPIC_API_KEY"`), so a variable there is not reported.
Match secret_sent(std::string_view line) noexcept {
  const std::size_t net = find_any_word(line, kNetwork, 0);
  if (net == std::string_view::npos) return std::nullopt;
  int tries = 0;
  for (std::size_t dollar = line.find('$', net);
       dollar != std::string_view::npos && tries++ < kMaxTries;
       dollar = line.find('$', dollar + 1)) {
    if (!secret_variable_at(line, dollar)) continue;
    std::size_t begin = dollar;  // the whitespace-separated argument holding it
    while (begin > net && !is_space(line[begin - 1]) && dollar - begin < 512) --begin;
    const std::string_view arg = line.substr(begin, dollar - begin);
    if (arg.find("://") != std::string_view::npos && arg.find('?') != std::string_view::npos)
      return Span{net, token_end(line, dollar)};
    std::size_t flag_end = begin;
    while (flag_end > net && is_space(line[flag_end - 1])) --flag_end;
    std::size_t flag = flag_end;
    while (flag > net && !is_space(line[flag - 1]) && flag_end - flag < 32) --flag;
    const std::string_view previous = line.substr(flag, flag_end - flag);
    for (std::string_view f : {"-d", "--data", "--data-raw", "--data-binary", "--data-urlencode",
                               "-f", "--form", "--post-data", "--body-data"}) {
      if (previous == f) return Span{net, token_end(line, dollar)};
    }
  }
  return std::nullopt;
}

}  // namespace

bool in_permission_rule(std::string_view line, std::size_t at) noexcept {
  std::size_t open = at;  // the `(` of this token, before `at`
  while (open > 0 && !is_space(line[open - 1]) && line[open - 1] != '(' && at - open < 512) --open;
  if (open == 0 || line[open - 1] != '(') return false;
  std::size_t word = open - 1;  // the tool word before it: letters only
  while (word > 0 && line[word - 1] >= 'a' && line[word - 1] <= 'z') --word;
  return word < open - 1 && line.find(')', at) != std::string_view::npos;
}

bool is_rule_line(std::string_view line) noexcept {
  std::size_t at = skip_spaces(line, 0);
  if (at >= line.size() || line[at] != '"') return false;
  const std::size_t word = ++at;
  while (at < line.size() && line[at] >= 'a' && line[at] <= 'z') ++at;
  if (at == word || at >= line.size() || line[at] != '(') return false;
  const std::size_t close = line.find(")\"", at);
  if (close == std::string_view::npos) return false;
  if (line.find('"', at) != close + 1) return false;  // one quoted string
  std::size_t rest = close + 2;
  if (rest < line.size() && line[rest] == ',') ++rest;
  return skip_spaces(line, rest) >= line.size();
}

bool opens_deny_list(std::string_view line) noexcept {
  const std::size_t deny = line.find("\"deny\"");
  if (deny == std::string_view::npos) return false;
  const std::size_t open = line.find('[', deny);
  return open != std::string_view::npos && line.find(']', open) == std::string_view::npos;
}

Match credential_access(std::string_view line) noexcept {
  for (std::string_view k : {"security find-generic-password", "security find-internet-password",
                             "security dump-keychain"}) {
    if (const std::size_t at = line.find(k); at != std::string_view::npos)
      return Span{at, at + k.size()};
  }
  if (auto m = environment_sent(line)) return m;
  if (auto m = secret_sent(line)) return m;
  std::size_t path = std::string_view::npos;
  std::string_view which;
  for (std::string_view p : kCredentialPaths) {
    const std::size_t at = line.find(p);
    if (at < path) {
      path = at;
      which = p;
    }
  }
  if (path == std::string_view::npos) return std::nullopt;
  // `"deny": ["Read(~/.aws/**)"]`: a rule that keeps the agent out (issue 35).
  if (in_permission_rule(line, path)) {
    const std::size_t deny = line.find("deny");
    if (deny != std::string_view::npos && deny < path) return std::nullopt;
  }
  const std::size_t verb = find_any_word(line, kReadOrSend, 0);
  if (verb == std::string_view::npos || negated_before(line, path)) return std::nullopt;
  return Span{std::min(verb, path), token_end(line, std::max(verb, path))};
}

namespace {

constexpr std::string_view kAgentSettings[] = {".claude/settings.json",
                                               ".claude/settings.local.json", ".claude.json",
                                               ".cursor/mcp.json", ".codex/config.toml"};

constexpr std::string_view kStartupFiles[] = {".bashrc",
                                              ".zshrc",
                                              ".bash_profile",
                                              ".zprofile",
                                              ".zshenv",
                                              "~/.profile",
                                              ".config/fish/config.fish",
                                              "authorized_keys",
                                              "/etc/profile",
                                              "launchagents/",
                                              ".git/hooks/"};

// A shell write into the file at `at`: `>`/`>>` right before it, or `tee`, `sed -i`,
// `cp`, `mv`, `ln` earlier on the line.
bool shell_write_into(std::string_view line, std::size_t at) noexcept {
  std::size_t back = at;
  while (back > 0 &&
         (line[back - 1] == '~' || line[back - 1] == '/' || line[back - 1] == '$' ||
          line[back - 1] == '.' || is_word_char(line[back - 1]) || line[back - 1] == '{' ||
          line[back - 1] == '}' || line[back - 1] == '"' || line[back - 1] == '\''))
    --back;
  while (back > 0 && is_space(line[back - 1])) --back;
  if (back > 0 && line[back - 1] == '>') return true;
  const std::string_view before = line.substr(0, at);
  return find_any_word(before, {"tee", "cp", "mv", "ln", "install"}, 0) != std::string_view::npos ||
         before.find("sed -i") != std::string_view::npos;
}

}  // namespace

Match settings_write(std::string_view line) noexcept {
  if (const std::size_t at = line.find("| crontab"); at != std::string_view::npos)
    return Span{at + 2, token_end(line, at + 2)};
  for (std::string_view file : kAgentSettings) {
    const std::size_t at = line.find(file);
    if (at == std::string_view::npos) continue;
    if (shell_write_into(line, at)) return Span{skip_spaces(line, 0), at + file.size()};
    const std::size_t verb = find_any_word(line.substr(0, at),
                                           {"add", "append", "write", "insert", "inject", "modify",
                                            "edit", "update", "patch", "register", "put", "plant"},
                                           0);
    if (verb != std::string_view::npos && !negated_before(line, verb))
      return Span{verb, at + file.size()};
  }
  for (std::string_view file : kStartupFiles) {
    const std::size_t at = line.find(file);
    if (at != std::string_view::npos && shell_write_into(line, at))
      return Span{skip_spaces(line, 0), token_end(line, at)};
  }
  return std::nullopt;
}

}  // namespace mind::review::risk
