#include "store/source_argument.hpp"

#include <filesystem>
#include <vector>

#include "core/error.hpp"
#include "core/sanitize.hpp"
#include "core/shell_quote.hpp"
#include "core/suggest.hpp"
#include "store/source_spec.hpp"

namespace mind::store {
namespace fs = std::filesystem;
namespace {

bool has_scheme_or_explicit_form(const std::string& text) {
  return text.find("://") != std::string::npos || text.starts_with("git@") ||
         text.starts_with("github:");
}

bool path_form(const std::string& text) {
  return text == "." || text == ".." || text.starts_with("/") || text.starts_with("./") ||
         text.starts_with("../");
}

bool parses(const std::string& text) {
  try {
    parse_source_spec(text);
    return true;
  } catch (const Error&) {
    return false;
  }
}

std::string trimmed(std::string text) {
  while (text.size() > 1 && text.back() == '/') text.pop_back();
  return text;
}

// `https://github.com/o/r/tree/<ref>/<path>` (or `/blob/`) where a verb takes
// no item link (review): the repository it is in, so nothing is cloned on a
// guess.
[[noreturn]] void refuse_tree_url(const std::string& text, const std::string& owner,
                                  const std::string& repo, const std::string& marker,
                                  const std::string& tail, const std::string& verb) {
  std::string ref = tail, folder;
  if (const auto slash = tail.find('/'); slash != std::string::npos) {
    ref = tail.substr(0, slash);
    folder = tail.substr(slash + 1);
  }
  std::string hint =
      "give the repository: mind " + verb + " https://github.com/" + owner + "/" + repo;
  if (!folder.empty()) hint += " (the folder '" + sanitize_display(folder) + "' is inside it)";
  throw Error(ErrorKind::invalid_repo_spec,
              "'" + sanitize_display(text) + "' is a GitHub " + marker + " URL of '" +
                  sanitize_display(ref) + "', not a repository",
              {hint});
}

// `github.com/o/r[/...]` or `https://github.com/o/r[/...]`: the canonical
// https form. A tree or blob URL is an item link (LNK-1, LNK-2) where the verb
// takes one: the https form of the whole URL, for the link parser to read (and
// refuse as `bad-item-link`, LNK-14); elsewhere a refusal naming the repository.
std::optional<std::string> github_form(const std::string& text, const std::string& verb,
                                       ItemLinks links) {
  std::string rest;
  if (text.starts_with("https://github.com/")) {
    rest = text.substr(19);
  } else if (text.starts_with("github.com/")) {
    rest = text.substr(11);
  } else {
    return std::nullopt;
  }
  rest = trimmed(rest);
  const auto first = rest.find('/');
  if (first == std::string::npos) return std::nullopt;  // the parser's to refuse
  const auto second = rest.find('/', first + 1);
  const std::string owner = rest.substr(0, first);
  if (second == std::string::npos) return "https://github.com/" + rest;
  const std::string repo = rest.substr(first + 1, second - first - 1);
  const std::string after = rest.substr(second + 1);
  for (const std::string marker : {"tree", "blob"}) {
    if (after != marker && !after.starts_with(marker + "/")) continue;
    if (links == ItemLinks::accepted) return "https://github.com/" + rest;
    if (after == marker) return "https://github.com/" + owner + "/" + repo;
    refuse_tree_url(text, owner, repo, marker, after.substr(marker.size() + 1), verb);
  }
  return std::nullopt;  // any other deeper path: the parser's to refuse
}

// Neither a spec nor a path here: a folder of a close name is the likely
// meaning ("did you mean ./my-skills"); otherwise the parser's own refusal.
void not_a_spec_near_folder(const std::string& text, const std::string& verb) {
  if (text.find('/') != std::string::npos) return;
  std::vector<std::string> folders;
  std::error_code ec;
  for (fs::directory_iterator it(".", ec), end; !ec && it != end; it.increment(ec)) {
    std::error_code type_ec;
    if (it->is_directory(type_ec)) folders.push_back(it->path().filename().string());
    if (folders.size() > 1000) break;  // a huge folder: no guess
  }
  const std::vector<std::string> close = closest_names(text, folders, 1);
  if (close.empty()) return;
  const std::string near = sanitize_display(close.front());
  throw Error(ErrorKind::invalid_repo_spec,
              "'" + sanitize_display(text) + "' is not a source spec; did you mean ./" + near + "?",
              {"a local folder is written as a path: mind " + verb + " ./" + near});
}

// `mind dump > team.toml` then `mind meld team.toml`: a super-source is a
// folder whose mind.toml it is; one line says how (issue 35).
void refuse_toml_file(const std::string& text, const std::string& verb) {
  std::error_code ec;
  if (!text.ends_with(".toml") || !fs::is_regular_file(text, ec)) return;
  const fs::path file(text);
  const std::string folder = file.stem().string();
  const std::string shown = sanitize_display(text);
  // Shell-quoted (CLI-225): pasted, the line runs exactly these three commands.
  const std::string hint = "mkdir " + shell_quoted(folder) + " && cp " + shell_quoted(text) + " " +
                           shell_quoted(folder + "/mind.toml") + " && mind " + verb + " " +
                           shell_quoted("./" + folder);
  throw Error(ErrorKind::not_a_directory,
              "'" + shown + "' is a file; a super-source is a folder holding it as mind.toml",
              {sanitize_display(hint)});
}

}  // namespace

SourceArgument read_source_argument(const std::string& text, const std::string& verb,
                                    ItemLinks links) {
  if (auto github = github_form(text, verb, links)) {
    std::error_code ec;
    if (text.starts_with("https://") || !fs::exists(text, ec)) return {*github, std::nullopt};
  }
  if (!has_scheme_or_explicit_form(text)) refuse_toml_file(text, verb);
  if (text.empty() || path_form(text) || has_scheme_or_explicit_form(text)) {
    return {text, std::nullopt};
  }
  std::error_code ec;
  const fs::file_status status = fs::status(text, ec);
  const bool shorthand = parses(text);
  if (ec || !fs::exists(status)) {
    if (!shorthand) not_a_spec_near_folder(text, verb);
    return {text, std::nullopt};
  }
  const std::string shown = sanitize_display(trimmed(text));
  if (fs::is_directory(status)) {
    if (!shorthand) return {"./" + trimmed(text), std::nullopt};  // `my-skills`: one reading
    return {"./" + trimmed(text), "'" + shown + "' is the local folder ./" + shown +
                                      "; for the repository github.com/" + shown + ", run `mind " +
                                      verb + " github:" + shown + "`"};
  }
  if (!shorthand) return {text, std::nullopt};  // a plain file: the verb says what it is
  throw Error(ErrorKind::invalid_repo_spec,
              "'" + shown + "' reads two ways: the local file ./" + shown +
                  " (not a folder) and the repository github.com/" + shown,
              {"for the repository: mind " + verb + " github:" + shown +
               "; a local source is a folder: mind " + verb + " ./<folder>"});
}

bool location_names(const std::string& argument, const std::string& source_url) {
  const auto comparable = [](std::string location) {
    while (location.size() > 1 && location.back() == '/') location.pop_back();
    if (location.ends_with(".git")) location.resize(location.size() - 4);
    return location;
  };
  if (argument.empty() || source_url.empty()) return false;
  const std::string url = comparable(source_url);
  if (comparable(argument) == url) return true;
  if (argument.starts_with("github.com/") && comparable("https://" + argument) == url) return true;
  const std::string path = argument.starts_with("file://") ? argument.substr(7) : argument;
  std::error_code ec;
  const fs::path absolute = fs::weakly_canonical(path, ec);
  if (ec) return false;
  const std::string abs = comparable(absolute.string());
  return abs == url || "file://" + abs == url;
}

}  // namespace mind::store
