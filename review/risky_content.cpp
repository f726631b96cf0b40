#include "review/risky_content.hpp"

#include <array>
#include <optional>

namespace mind::review {
namespace {

bool is_word_char(char c) noexcept {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' ||
         c == '-';
}

char lower(char c) noexcept { return (c >= 'A' && c <= 'Z') ? static_cast<char>(c + 32) : c; }

// `word` (lower-case ASCII) at `at`, ASCII-case-insensitively, ending at a word boundary.
bool word_at(std::string_view line, std::size_t at, std::string_view word) noexcept {
  if (at + word.size() > line.size()) return false;
  for (std::size_t i = 0; i < word.size(); ++i) {
    if (lower(line[at + i]) != word[i]) return false;
  }
  return at + word.size() == line.size() || !is_word_char(line[at + word.size()]);
}

bool starts_word(std::string_view line, std::size_t at) noexcept {
  return at == 0 || !is_word_char(line[at - 1]);
}

std::size_t skip_spaces(std::string_view line, std::size_t at) noexcept {
  while (at < line.size() && (line[at] == ' ' || line[at] == '\t')) ++at;
  return at;
}

// The first of `words` at `at`, or nullopt; advances past it.
template <typename Words>
std::optional<std::string_view> one_of(std::string_view line, std::size_t& at,
                                       const Words& words) noexcept {
  for (std::string_view w : words) {
    if (word_at(line, at, w)) {
      at += w.size();
      return w;
    }
  }
  return std::nullopt;
}

constexpr std::array<std::string_view, 6> kShells = {"sh", "bash", "zsh", "dash", "ksh", "fish"};

std::optional<std::string_view> one_of(std::string_view line, std::size_t& at,
                                       std::initializer_list<std::string_view> words) noexcept {
  return one_of<std::initializer_list<std::string_view>>(line, at, words);
}

// `| [sudo [-flags]] <shell>` starting at the `|` at `bar`.
bool pipe_into_shell(std::string_view line, std::size_t bar) noexcept {
  std::size_t at = bar + 1;
  if (at < line.size() && line[at] == '|') return false;  // `||` is not a pipe
  at = skip_spaces(line, at);
  if (word_at(line, at, "sudo")) {
    at = skip_spaces(line, at + 4);
    while (at < line.size() && line[at] == '-') {  // sudo's own flags, `-E`
      while (at < line.size() && line[at] != ' ' && line[at] != '\t') ++at;
      at = skip_spaces(line, at);
    }
  }
  return one_of(line, at, kShells).has_value();
}

// A shell word anywhere before `end` (for `bash <(curl ...)`, `sh -c "$(curl ...)"`).
bool shell_word_before(std::string_view line, std::size_t end) noexcept {
  for (std::size_t at = 0; at < end; ++at) {
    if (!starts_word(line, at)) continue;
    std::size_t probe = at;
    if (one_of(line, probe, kShells)) return true;
  }
  return false;
}

std::optional<std::string_view> pipe_to_shell(std::string_view line) {
  for (std::size_t at = 0; at < line.size(); ++at) {
    if (!starts_word(line, at)) continue;
    std::size_t end = at;
    const auto fetcher = one_of(line, end, {"curl", "wget"});
    if (!fetcher) continue;
    // `bash <(curl`, `sh -c "$(curl`: a substitution opener right before it.
    std::size_t back = at;
    while (back > 0 && (line[back - 1] == ' ' || line[back - 1] == '\t')) --back;
    if (back >= 2 && (line.substr(back - 2, 2) == "<(" || line.substr(back - 2, 2) == "$(") &&
        shell_word_before(line, back - 2)) {
      return *fetcher;
    }
    for (std::size_t bar = line.find('|', end); bar != std::string_view::npos;
         bar = line.find('|', bar + 1)) {
      if (pipe_into_shell(line, bar)) return *fetcher;
    }
    return std::nullopt;  // every later `|` was already tried: one pass per line
  }
  return std::nullopt;
}

constexpr std::array<std::string_view, 19> kCredentialNeedles = {"~/.ssh",
                                                                 "$HOME/.ssh",
                                                                 "${HOME}/.ssh",
                                                                 ".ssh/id_",
                                                                 "id_rsa",
                                                                 "id_ed25519",
                                                                 "id_ecdsa",
                                                                 "~/.aws",
                                                                 "$HOME/.aws",
                                                                 ".aws/credentials",
                                                                 ".netrc",
                                                                 ".git-credentials",
                                                                 "GITHUB_TOKEN",
                                                                 "GH_TOKEN",
                                                                 "AWS_SECRET_ACCESS_KEY",
                                                                 "AWS_ACCESS_KEY_ID",
                                                                 "NPM_TOKEN",
                                                                 "ANTHROPIC_API_KEY",
                                                                 "OPENAI_API_KEY"};

std::optional<std::string_view> credential_read(std::string_view line) {
  for (std::string_view needle : kCredentialNeedles) {
    if (line.find(needle) != std::string_view::npos) return needle;
  }
  return std::nullopt;
}

// "ignore|disregard|forget [all] [the|any|your] previous|prior|above|earlier instruction".
std::optional<std::string_view> instruction_override(std::string_view line) {
  for (std::size_t at = 0; at < line.size(); ++at) {
    const char c = lower(line[at]);
    if ((c != 'i' && c != 'd' && c != 'f') || !starts_word(line, at)) continue;
    std::size_t p = at;
    if (!one_of(line, p, {"ignore", "disregard", "forget"})) continue;
    p = skip_spaces(line, p);
    if (one_of(line, p, {"all"})) p = skip_spaces(line, p);
    if (one_of(line, p, {"the", "any", "your"})) p = skip_spaces(line, p);
    if (!one_of(line, p, {"previous", "prior", "above", "earlier"})) continue;
    p = skip_spaces(line, p);
    if (one_of(line, p, {"instructions", "instruction"})) return "ignore previous instructions";
  }
  return std::nullopt;
}

}  // namespace

std::string_view risk_phrase(RiskKind kind) noexcept {
  switch (kind) {
    case RiskKind::pipe_to_shell:
      return "pipes a download into a shell";
    case RiskKind::credential_read:
      return "refers to credentials";
    case RiskKind::instruction_override:
      return "tells the agent to ignore its instructions";
  }
  return "";
}

std::vector<RiskHit> find_risky_content(std::string_view text) {
  std::array<RiskHit, 3> hits = {RiskHit{RiskKind::pipe_to_shell, 0, 0, {}},
                                 RiskHit{RiskKind::credential_read, 0, 0, {}},
                                 RiskHit{RiskKind::instruction_override, 0, 0, {}}};
  std::size_t line_no = 0;
  for (std::size_t start = 0; start <= text.size();) {
    std::size_t end = text.find('\n', start);
    if (end == std::string_view::npos) end = text.size();
    const std::string_view line = text.substr(start, end - start);
    ++line_no;
    const std::array<std::optional<std::string_view>, 3> found = {
        pipe_to_shell(line), credential_read(line), instruction_override(line)};
    for (std::size_t k = 0; k < hits.size(); ++k) {
      if (!found[k]) continue;
      if (hits[k].lines++ == 0) {
        hits[k].first_line = line_no;
        hits[k].what = *found[k];
      }
    }
    start = end + 1;
  }
  std::vector<RiskHit> out;
  for (const RiskHit& h : hits) {
    if (h.lines > 0) out.push_back(h);
  }
  return out;
}

}  // namespace mind::review
