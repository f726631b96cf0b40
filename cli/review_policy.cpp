#include "cli/review_policy.hpp"

#include <nlohmann/json.hpp>

#include "core/error.hpp"
#include "core/sanitize.hpp"
#include "core/version.hpp"
#include "store/policy.hpp"

namespace mind::cli {

int run_policy_review(Context& ctx, const std::string& path, bool json) {
  const std::vector<store::PolicyFinding> findings =
      store::validate_policy_file(path, mind::kMindVersion);
  std::size_t hard = 0;
  for (const auto& f : findings) hard += f.hard ? 1 : 0;
  using nlohmann::ordered_json;
  ordered_json list = ordered_json::array();
  for (const auto& f : findings) {
    list.push_back({{"code", f.code},
                    {"severity", f.hard ? "error" : "advisory"},
                    {"message", mind::sanitize_display(f.message)}});
  }
  const std::string shown = mind::sanitize_display(path);
  if (json) {
    ordered_json doc = {{"schema", 1}, {"policy", shown}, {"findings", list}};
    if (hard > 0) {
      throw Error(ErrorKind::review_failed, "policy " + shown + " is invalid")
          .with_details_json(doc.dump());
    }
    ctx.out.stdout_text(doc.dump(2, ' ', false, ordered_json::error_handler_t::replace) + "\n");
    return 0;
  }
  std::string text;
  for (const auto& f : findings) {
    text += std::string(f.hard ? "error" : "advisory") + " [" + f.code + "] " +
            mind::sanitize_display(f.message) + "\n";
  }
  text += "review of policy " + shown + ": " +
          (findings.empty() ? std::string("valid")
                            : std::to_string(hard) + " hard, " +
                                  std::to_string(findings.size() - hard) + " advisory finding(s)") +
          "\n";
  ctx.out.stdout_text(text);
  if (hard > 0) {
    throw Error(ErrorKind::review_failed, "policy " + shown + " is invalid",
                {"fix the `error` findings above before deploying it"});
  }
  return 0;
}

}  // namespace mind::cli
