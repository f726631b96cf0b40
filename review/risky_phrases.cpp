/// The phrase-shaped risky-content matchers: text that tells the agent to drop
/// its instructions (prompt injection) or to hide what it does from the user
/// (concealment), and the test that tells a warning or an example apart from an
/// instruction. Each reads one lower-cased line as a sequence of words.
#include <vector>

#include "review/risk_text.hpp"

namespace mind::review::risk {
namespace {

struct Word {
  std::size_t begin, end;
};

bool is_phrase_char(char c) noexcept { return is_word_char(c) || c == '\''; }

std::vector<Word> words_of(std::string_view line) {
  std::vector<Word> words;
  for (std::size_t at = 0; at < line.size();) {
    if (!is_phrase_char(line[at])) {
      ++at;
      continue;
    }
    const std::size_t begin = at;
    while (at < line.size() && is_phrase_char(line[at])) ++at;
    words.push_back({begin, at});
  }
  return words;
}

bool is_one_of(std::string_view w, std::span<const std::string_view> set) noexcept {
  for (std::string_view s : set) {
    if (w == s) return true;
  }
  return false;
}

// A cursor over a line's words that matches a phrase step by step.
class Phrase {
 public:
  Phrase(std::string_view line, const std::vector<Word>& words, std::size_t at)
      : line_(line), words_(&words), at_(at), start_(at) {}
  bool one(std::initializer_list<std::string_view> set) {
    return one(std::span<const std::string_view>(set.begin(), set.size()));
  }
  bool one(std::span<const std::string_view> set) {
    if (at_ >= words_->size() || !is_one_of(word(at_), set) || !joined(at_)) return false;
    ++at_;
    return true;
  }
  // Up to `max` words from `set`, skipped.
  void optional(std::initializer_list<std::string_view> set, int max) {
    const std::span<const std::string_view> s(set.begin(), set.size());
    for (int i = 0; i < max && at_ < words_->size() && is_one_of(word(at_), s) && joined(at_); ++i)
      ++at_;
  }
  std::size_t end() const { return (*words_)[at_ - 1].end; }
  std::size_t begin() const { return (*words_)[start_].begin; }
  std::string_view line() const { return line_; }

 private:
  std::string_view word(std::size_t i) const {
    return line_.substr((*words_)[i].begin, (*words_)[i].end - (*words_)[i].begin);
  }
  // A phrase's words follow each other with only spaces between: "do, not tell"
  // is two clauses, not "do not tell".
  bool joined(std::size_t i) const {
    if (i == start_) return true;
    for (std::size_t c = (*words_)[i - 1].end; c < (*words_)[i].begin; ++c) {
      if (!is_space(line_[c])) return false;
    }
    return true;
  }
  std::string_view line_;
  const std::vector<Word>* words_;
  std::size_t at_, start_;
};

bool override_at(Phrase& p) {
  if (!p.one({"ignore", "disregard", "forget", "override", "bypass"})) return false;
  p.optional({"all", "any", "of", "the", "your", "my", "these", "those", "every"}, 3);
  if (!p.one({"previous", "prior", "above", "earlier", "preceding", "original", "system", "safety",
              "other", "existing"}))
    return false;
  return p.one({"instructions", "instruction", "prompts", "prompt", "rules", "guidelines",
                "directions", "directives", "context", "messages", "constraints"});
}

// An imperative act earlier in the clause before `at`.
bool acts_before(std::string_view line, std::size_t at) noexcept {
  std::size_t clause = at > kClauseWindow ? at - kClauseWindow : 0;
  for (std::size_t i = clause; i + 1 < at; ++i) {
    if (line[i] == '.' || line[i] == ';' || line[i] == '!' || line[i] == '?') clause = i + 1;
  }
  return find_any_word(
             line.substr(clause, at - clause),
             {"run",      "execute", "send", "upload",   "install", "delete", "remove", "modify",
              "write",    "read",    "do",   "make",     "change",  "commit", "push",   "proceed",
              "continue", "copy",    "post", "download", "add",     "update", "edit"},
             0) != std::string_view::npos;
}

constexpr std::string_view kTell[] = {"tell",  "mention",  "inform", "reveal",  "show", "notify",
                                      "alert", "disclose", "report", "explain", "say"};

bool conceal_at(Phrase& p) {
  const auto done = [&p](const Phrase& q) {
    p = q;
    return true;
  };
  // "do not / don't / never tell [this|it|anything] [to] the user"
  Phrase q = p;
  if (q.one({"don't", "dont", "never", "mustn't", "shouldn't", "won't"}) ||
      (q.one({"do", "does", "must", "should", "will", "to"}) && q.one({"not"}))) {
    if (q.one(kTell)) {
      q.optional({"this", "it", "that", "anything", "any", "of", "to", "about"}, 3);
      q.optional({"the", "your"}, 1);
      if (q.one({"user", "users", "human"})) return done(q);
    }
  }
  // "run it without telling / informing [the] user" (an act, not "logic that
  // fails without informing the user", which describes a defect)
  q = p;
  if (q.one({"without"}) &&
      q.one({"telling", "informing", "notifying", "alerting", "asking", "showing", "letting"})) {
    q.optional({"the", "your"}, 1);
    if (q.one({"user", "users", "human"}) && acts_before(q.line(), q.begin())) return done(q);
  }
  // "without the user knowing / noticing"
  q = p;
  if (q.one({"without"})) {
    q.optional({"the", "your"}, 1);
    if (q.one({"user", "user's", "users", "human"}) &&
        q.one({"knowing", "noticing", "seeing", "knowledge"}))
      return done(q);
  }
  // "hide [this|it] from [the] user", "keep this secret from the user"
  q = p;
  if (q.one({"hide", "conceal", "keep"}) && !negated_before(q.line(), q.begin())) {
    q.optional({"this", "it", "that", "these", "everything", "the", "action", "actions"}, 2);
    q.optional({"secret", "hidden", "quiet"}, 1);
    if (q.one({"from"})) {
      q.optional({"the", "your"}, 1);
      if (q.one({"user", "users", "human"})) return done(q);
    }
  }
  // "silently run / send / install ..."
  q = p;
  return q.one({"silently", "secretly", "covertly", "quietly"}) &&
         !negated_before(q.line(), q.begin()) &&
         q.one({"run",   "execute", "install",  "send",    "upload", "download", "copy",
                "add",   "append",  "write",    "modify",  "delete", "remove",   "exfiltrate",
                "post",  "read",    "collect",  "include", "update", "change",   "insert",
                "fetch", "forward", "transmit", "curl"}) &&
         done(q);
}

template <typename At>
Match first_phrase(std::string_view line, At at) {
  const std::vector<Word> words = words_of(line);
  for (std::size_t i = 0; i < words.size(); ++i) {
    Phrase p(line, words, i);
    if (at(p)) return Span{words[i].begin, p.end()};
  }
  return std::nullopt;
}

}  // namespace

bool negated_before(std::string_view line, std::size_t at) noexcept {
  std::size_t clause = at > kClauseWindow ? at - kClauseWindow : 0;
  for (std::size_t i = clause; i + 1 < at; ++i) {
    const char c = line[i];
    if ((c == '.' || c == '!' || c == '?') && is_space(line[i + 1])) clause = i + 1;
    if (c == ';') clause = i + 1;
  }
  const std::string_view before = line.substr(clause, at - clause);
  for (std::string_view w :
       {"never", "not", "don't", "dont", "avoid", "without", "warning", "beware", "such", "e.g",
        "example", "prevent", "protect", "block", "refuse", "detect", "deny"}) {
    if (find_word(before, w) != std::string_view::npos) return true;
  }
  return false;
}

// A phrase in quotes is quoted, not said: an odd count of `"` (or a `“`) before it
// on the line opens a quotation.
bool quoted_before(std::string_view line, std::size_t at) noexcept {
  const std::string_view before = line.substr(0, at);
  std::size_t quotes = 0;
  for (char c : before) quotes += c == '"' ? 1 : 0;
  return quotes % 2 == 1 || before.find("\xe2\x80\x9c") != std::string_view::npos;
}

// The phrase is what a feature does, named right before it: "an option to
// override the system prompt", "a flag to ignore the original rules",
// "allows you to bypass the system prompt" (a changelog, a CLI's docs: issue
// 35). Only these few words directly before the phrase count, so a sentence
// that tells the agent to override still reads as telling.
bool feature_before(std::string_view line, std::size_t at) noexcept {
  std::string_view before = line.substr(0, at);
  const auto last_word = [&before]() {
    while (!before.empty() && is_space(before.back())) before.remove_suffix(1);
    std::size_t start = before.size();
    while (start > 0 && !is_space(before[start - 1])) --start;
    const std::string_view word = before.substr(start);
    before = before.substr(0, start);
    return word;
  };
  if (last_word() != "to") return false;
  std::string_view word = last_word();
  if (word == "you" || word == "users" || word == "one") word = last_word();
  for (std::string_view w : {"option", "flag", "setting", "parameter", "argument", "ability",
                             "allows", "allow", "lets", "used", "switch", "variable"}) {
    if (word == w) return true;
  }
  return false;
}

Match prompt_injection(std::string_view line) noexcept {
  const Match m = first_phrase(line, [](Phrase& p) { return override_at(p); });
  if (!m || negated_before(line, m->begin) || quoted_before(line, m->begin) ||
      feature_before(line, m->begin)) {
    return std::nullopt;
  }
  return m;
}

Match concealment(std::string_view line) noexcept {
  return first_phrase(line, [](Phrase& p) { return conceal_at(p); });
}

}  // namespace mind::review::risk
