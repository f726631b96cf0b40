#include "store/source_spec.hpp"

#include <filesystem>

#include "core/error.hpp"
#include "core/sanitize.hpp"
#include "store/identity_alias.hpp"
#include "store/item_link.hpp"
#include "store/paths.hpp"
#include "store/registry.hpp"

namespace mind::store {
namespace {

std::string strip_git_suffix(std::string repo) {
  if (repo.ends_with(".git")) repo.resize(repo.size() - 4);
  return repo;
}

void check_part(const std::string& value, const char* part, char which) {
  if (auto why = unsafe_identity_part(value, which)) {
    throw Error(ErrorKind::unsafe_repo_spec, std::string("unsafe source ") + part + " '" +
                                                 mind::sanitize_display(value) + "': " + *why);
  }
}

SourceSpec validated(SourceSpec spec) {
  check_part(spec.host, "host", 'h');
  check_part(spec.owner, "owner", 'o');
  check_part(spec.repo, "repo", 'r');
  return spec;
}

[[noreturn]] void invalid(const std::string& text) {
  throw Error(ErrorKind::invalid_repo_spec,
              "'" + mind::sanitize_display(text) + "' is not a source spec",
              {"use owner/repo, https://host/owner/repo, git@host:owner/repo, or a local path "
               "such as ./dir"});
}

SourceSpec local_spec(const std::string& path_text) {
  const std::filesystem::path abs = lexically_absolute(path_text);
  std::filesystem::path clean = abs;
  if (!clean.has_filename()) clean = clean.parent_path();  // trailing slash
  SourceSpec spec{clean.string(),
                  "local",
                  clean.parent_path().filename().string(),
                  clean.filename().string(),
                  true,
                  false,
                  std::nullopt};
  return validated(spec);
}

// `owner/repo` after the host, from a URL path such as `/owner/repo.git`.
SourceSpec from_host_path(const std::string& text, const std::string& url, std::string host,
                          std::string path) {
  while (!path.empty() && path.front() == '/') path.erase(0, 1);
  while (!path.empty() && path.back() == '/') path.pop_back();
  const auto slash = path.find('/');
  if (host.empty() || slash == std::string::npos ||
      path.find('/', slash + 1) != std::string::npos) {
    invalid(text);
  }
  return validated({url, std::move(host), path.substr(0, slash),
                    strip_git_suffix(path.substr(slash + 1)), false, false, std::nullopt});
}

}  // namespace

SourceSpec parse_source_spec(const std::string& text) {
  if (text.empty()) invalid(text);
  if (std::optional<ItemLink> link = split_item_link(text)) {  // LNK-2
    SourceSpec spec = parse_source_spec(link->repo_text);
    spec.item_path = link->path;
    spec.link_ref = link->ref;
    return spec;
  }
  if (text == "." || text == ".." || text.starts_with("/") || text.starts_with("./") ||
      text.starts_with("../")) {
    return local_spec(text);
  }
  if (text.starts_with("file://")) {  // a clone like any remote, host `local` (STO-11)
    const std::string path = text.substr(7);
    if (!path.starts_with("/")) invalid(text);
    SourceSpec spec = local_spec(path);
    spec.url = "file://" + spec.url;
    spec.file_url = true;
    spec.repo = strip_git_suffix(spec.repo);  // a URL, like https: `kit.git` is `kit`
    return validated(spec);
  }
  const bool plain_http = text.starts_with("http://");
  if (text.starts_with("https://") || text.starts_with("ssh://") || plain_http) {
    const std::size_t scheme_end = text.find("://") + 3;
    const std::size_t path_start = text.find('/', scheme_end);
    if (path_start == std::string::npos) invalid(text);
    std::string authority = text.substr(scheme_end, path_start - scheme_end);
    const auto at = authority.rfind('@');
    if (at != std::string::npos) {
      if (!text.starts_with("ssh://")) {  // STO-67: a credential would be saved and echoed
        throw Error(ErrorKind::unsafe_repo_spec,
                    "refusing a URL with userinfo in its host part: it would store a credential");
      }
      if (at == 0) invalid(text);
      authority = authority.substr(at + 1);
    }
    const auto colon = authority.find(':');  // a port is not part of the identity
    std::string host = colon == std::string::npos ? authority : authority.substr(0, colon);
    // Plain http only to this machine (a local mirror or git server): anyone
    // on the path could otherwise change what is installed.
    if (plain_http && host != "127.0.0.1" && host != "localhost") {
      throw Error(ErrorKind::unsafe_repo_spec,
                  "refusing '" + sanitize_display(text) +
                      "': plain http lets anyone on the network change what you install",
                  {"use the https:// or git@host: form of the same repository"});
    }
    return from_host_path(text, text, std::move(host), text.substr(path_start));
  }
  if (text.starts_with("git@")) {
    const auto colon = text.find(':');
    if (colon == std::string::npos) invalid(text);
    return from_host_path(text, text, text.substr(4, colon - 4), text.substr(colon + 1));
  }
  std::string shorthand = text.starts_with("github:") ? text.substr(7) : text;
  if (shorthand.find("://") != std::string::npos || shorthand.find(':') != std::string::npos) {
    invalid(text);
  }
  const std::string url = "https://github.com/" + strip_git_suffix(shorthand);
  return from_host_path(text, url, "github.com", shorthand);
}

SourceSpec with_alias(SourceSpec spec, const std::string& alias) {
  if (alias.empty()) {
    spec.alias.reset();
    return spec;
  }
  check_alias(alias);
  spec.alias = alias;
  return spec;
}

}  // namespace mind::store
