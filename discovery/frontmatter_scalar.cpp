#include "discovery/frontmatter_scalar.hpp"

#include <array>
#include <cctype>
#include <charconv>
#include <cmath>
#include <cstdlib>
#include <limits>

namespace mind::discovery {
namespace {

bool is_digits(std::string_view s, int base) {
  if (s.empty()) return false;
  for (char c : s) {
    const bool ok = base == 16 ? std::isxdigit(static_cast<unsigned char>(c)) != 0
                               : (c >= '0' && c < static_cast<char>('0' + base));
    if (!ok) return false;
  }
  return true;
}

// The digits' value as JavaScript's Number would hold it (a double).
double digits_value(std::string_view s, int base) {
  double v = 0;
  for (char c : s) {
    const int d =
        std::isdigit(static_cast<unsigned char>(c)) ? c - '0' : (std::tolower(c) - 'a' + 10);
    v = v * base + d;
  }
  return v;
}

// [-+]?[0-9]+, 0o[0-7]+, 0x[0-9a-fA-F]+: the core schema's integers.
std::optional<double> core_int(std::string_view s) {
  if (s.starts_with("0o") && is_digits(s.substr(2), 8)) return digits_value(s.substr(2), 8);
  if (s.starts_with("0x") && is_digits(s.substr(2), 16)) return digits_value(s.substr(2), 16);
  std::string_view digits = s;
  if (!digits.empty() && (digits[0] == '-' || digits[0] == '+')) digits.remove_prefix(1);
  if (!is_digits(digits, 10)) return std::nullopt;
  return std::strtod(std::string(s).c_str(), nullptr);
}

// [-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)? and the infinities and NaN.
std::optional<double> core_float(std::string_view s) {
  std::string_view body = s;
  const bool negative = !body.empty() && body[0] == '-';
  if (!body.empty() && (body[0] == '-' || body[0] == '+')) body.remove_prefix(1);
  if (body == ".inf" || body == ".Inf" || body == ".INF")
    return negative ? -std::numeric_limits<double>::infinity()
                    : std::numeric_limits<double>::infinity();
  if (s == ".nan" || s == ".NaN" || s == ".NAN") return std::numeric_limits<double>::quiet_NaN();
  std::size_t i = 0;
  std::size_t mantissa_digits = 0;
  while (i < body.size() && std::isdigit(static_cast<unsigned char>(body[i])))
    ++i, ++mantissa_digits;
  if (i < body.size() && body[i] == '.') {
    ++i;
    while (i < body.size() && std::isdigit(static_cast<unsigned char>(body[i])))
      ++i, ++mantissa_digits;
  }
  if (mantissa_digits == 0) return std::nullopt;
  if (i < body.size() && (body[i] == 'e' || body[i] == 'E')) {
    std::size_t j = i + 1;
    if (j < body.size() && (body[j] == '-' || body[j] == '+')) ++j;
    if (!is_digits(body.substr(j), 10)) return std::nullopt;
    i = body.size();
  }
  if (i != body.size()) return std::nullopt;
  return std::strtod(std::string(s).c_str(), nullptr);
}

}  // namespace

// Number::prototype.toString: the shortest round-trip digits, in plain
// notation from 1e-7 to 1e21 and in exponent form (`1e+21`) outside it.
std::string js_number_text(double x) {
  if (std::isnan(x)) return "NaN";
  if (std::isinf(x)) return x < 0 ? "-Infinity" : "Infinity";
  if (x == 0) return "0";
  std::array<char, 64> buf{};
  const auto [end, ec] = std::to_chars(buf.data(), buf.data() + buf.size(), std::fabs(x),
                                       std::chars_format::scientific);
  if (ec != std::errc{}) return "NaN";
  const std::string sci(buf.data(), end);  // d[.ddd]e±XX
  const std::size_t e = sci.find('e');
  std::string digits = sci.substr(0, e);
  if (digits.size() > 1) digits.erase(1, 1);  // drop the point
  const int exponent = std::atoi(sci.c_str() + e + 1);
  const int k = static_cast<int>(digits.size());
  const int n = exponent + 1;  // the decimal point sits after n digits
  std::string out = x < 0 ? "-" : "";
  if (k <= n && n <= 21) return out + digits + std::string(n - k, '0');
  if (0 < n && n <= 21) return out + digits.substr(0, n) + "." + digits.substr(n);
  if (-6 < n && n <= 0) return out + "0." + std::string(-n, '0') + digits;
  const std::string sign = exponent < 0 ? "-" : "+";
  const std::string mantissa = k == 1 ? digits : digits.substr(0, 1) + "." + digits.substr(1);
  return out + mantissa + "e" + sign + std::to_string(std::abs(exponent));
}

std::optional<std::string> resolve_plain_scalar(std::string_view s) {
  if (s.empty() || s == "~" || s == "null" || s == "Null" || s == "NULL") return std::nullopt;
  if (s == "true" || s == "True" || s == "TRUE") return "true";
  if (s == "false" || s == "False" || s == "FALSE") return "false";
  if (auto n = core_int(s)) return js_number_text(*n);
  if (auto f = core_float(s)) return js_number_text(*f);
  return std::string(s);
}

}  // namespace mind::discovery
