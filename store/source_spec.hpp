#pragma once
/// Parsing what a user types to name a source (CLI-11, CLI-204, STO-11,
/// STO-13, STO-64, STO-67, STO-72) into a URL and a structural identity
/// `host/owner/repo`. Local paths get host `local` and are made absolute
/// lexically before owner and repo are derived.

#include <string>

namespace mind::store {

struct SourceSpec {
  std::string url;  // clone URL, or the absolute path of a local source
  std::string host, owner, repo;
  bool local = false;

  std::string identity() const { return host + "/" + owner + "/" + repo; }
};

/// Throws `invalid-repo-spec` for an unrecognized form and `unsafe-repo-spec`
/// naming the part for an unsafe host, owner or repo.
SourceSpec parse_source_spec(const std::string& text);

}  // namespace mind::store
