#include "browser/search.hpp"

#include <gtest/gtest.h>

#include "browser/test_model.hpp"
#include "core/ascii_case.hpp"

namespace mind::browser {
namespace {

Item item(const std::string& source, const std::string& kind, const std::string& name,
          const std::string& description, Group group = Group::available) {
  Item i;
  i.source = source;
  i.kind = kind;
  i.name = name;
  i.description = description;
  i.group = group;
  i.haystack = mind::ascii_lower(name + "\n" + description);
  return i;
}

}  // namespace

// spec: CLI-85
TEST(BrowserSearch, MatchesNameAndDescriptionCaseInsensitively) {
  const Item a = item("github.com/o/r", "agent", "python-pro", "Writes Idiomatic Python");
  Filter f;
  f.query = "PYTH";
  EXPECT_TRUE(Matcher(f).matches(a));
  f.query = "idiomatic";
  EXPECT_TRUE(Matcher(f).matches(a));
  f.query = "rust";
  EXPECT_FALSE(Matcher(f).matches(a));
  f.query = "";
  EXPECT_TRUE(Matcher(f).matches(a));
}

// spec: CLI-83
TEST(BrowserSearch, ComposesWithTheKindAndSourceFilters) {
  const Item a = item("github.com/o/r", "agent", "python-pro", "python");
  const Item b = item("github.com/x/y", "skill", "python-tips", "python");
  Filter f;
  f.query = "python";
  f.kind = "agent";
  EXPECT_TRUE(Matcher(f).matches(a));
  EXPECT_FALSE(Matcher(f).matches(b));
  f.kind.reset();
  f.source = "github.com/x/*";
  EXPECT_FALSE(Matcher(f).matches(a));
  EXPECT_TRUE(Matcher(f).matches(b));
}

// spec: UNM-3
TEST(BrowserSearch, ASourceFilterLeavesTheUnmanagedGroupOut) {
  const Item u = item("", "skill", "mine", "", Group::unmanaged);
  Filter f;
  EXPECT_TRUE(Matcher(f).matches(u));
  f.source = "*";
  EXPECT_FALSE(Matcher(f).matches(u));
}

TEST(BrowserSearch, ANameBeginningWithTheQueryRanksFirst) {
  Item pro = item("s", "agent", "python-development:python-pro", "Master Python");
  pro.bare_name = "python-pro";
  Item temporal = item("s", "agent", "backend:temporal-python-pro", "workflows");
  temporal.bare_name = "temporal-python-pro";
  Item django = item("s", "agent", "web:django-pro", "Uses Python");
  django.bare_name = "django-pro";
  Filter f;
  f.query = "Pyth";
  const Matcher m(f);
  EXPECT_EQ(m.rank(pro), 0);
  EXPECT_EQ(m.rank(temporal), 1);
  EXPECT_EQ(m.rank(django), 2);
}

TEST(BrowserSearch, CycleGoesThroughEachValueThenNone) {
  const std::vector<std::string> v = {"agent", "skill"};
  std::optional<std::string> c;
  c = cycle(c, v);
  EXPECT_EQ(c, "agent");
  c = cycle(c, v);
  EXPECT_EQ(c, "skill");
  c = cycle(c, v);
  EXPECT_FALSE(c.has_value());
  EXPECT_FALSE(cycle(std::nullopt, {}).has_value());
}

}  // namespace mind::browser
