#pragma once
/// The review gate's scanner as install/ asks for it (design decision 17): the
/// risky-content classes `review` would flag in one file's text, as the
/// `install::ContentCheck` a front end puts on its session (install/ comes
/// before review/, so it asks through the callback; docs/architecture.md).

#include <string_view>
#include <vector>

#include "install/session.hpp"

namespace mind::review {

/// Every risk class review flags in `text`, one flag per example line.
std::vector<install::ContentFlag> content_flags(std::string_view text);

}  // namespace mind::review
