#pragma once
/// CLI-205 as data: why a melded source offered nothing, for the `--json`
/// document to carry what the text run says (the layouts looked for, what
/// came close with its remedy, the next step). Sanitized strings.

#include <string>
#include <utility>
#include <vector>

namespace mind::install {

struct EmptySourceExplanation {
  std::string looked_for;
  std::vector<std::pair<std::string, std::string>> close;  // what, remedy
  std::string next;
};

}  // namespace mind::install
