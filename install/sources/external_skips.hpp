#pragma once
/// What a meld or sync says about a marketplace's external entries it could
/// not meld (MKT-7, DSC-79, issue 43): a catalog with 72 external plugins
/// offline would otherwise print 72 warnings of a few hundred characters
/// each. One line per marketplace file says how many, which (the first few)
/// and why; `-v` lists each entry with its own reason.

#include <string>
#include <vector>

namespace mind::install {

/// One external entry left out. Every text is sanitized by the caller.
struct ExternalSkip {
  std::string listed_in;  // the marketplace.json that lists it
  std::string name;       // the entry's plugin name (or its source spec)
  std::string reason;     // as SkippedSource: clone_failure, network_unreachable, auth_failure, ...
  bool untried = false;   // not tried: the network was found unreachable earlier in this run
  std::string line;       // the whole warning naming it, the file and why
};

/// The warnings to print, in the order the entries came: each entry's own
/// line when `each` (`-v`) or when a file left out only one, else one summary
/// line per file.
std::vector<std::string> external_skip_lines(const std::vector<ExternalSkip>& skips, bool each);

}  // namespace mind::install
