#include "core/fd_write.hpp"

#include <gtest/gtest.h>
#include <unistd.h>

#include <string>

namespace mind {
namespace {

TEST(FdWrite, WritesEveryByteAndSaysWhenItCannot) {
  int fds[2];
  ASSERT_EQ(::pipe(fds), 0);
  const std::string text(4096, 'x');
  EXPECT_TRUE(write_all(fds[1], text));
  std::string read(text.size(), '\0');
  EXPECT_EQ(::read(fds[0], read.data(), read.size()), static_cast<ssize_t>(text.size()));
  EXPECT_EQ(read, text);
  ::close(fds[0]);
  ::close(fds[1]);
  EXPECT_FALSE(write_all(fds[1], "closed"));  // a closed descriptor
}

}  // namespace
}  // namespace mind
