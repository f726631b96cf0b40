#include "core/byte_size.hpp"

#include <gtest/gtest.h>

namespace mind {

// spec: DSC-103, DSC-110 (units, case and spaces; zero and `unlimited` mean no cap)
TEST(ByteSize, ReadsUnitsCaseAndSpaces) {
  EXPECT_EQ(parse_byte_size("1kib").bytes, 1024U);
  EXPECT_EQ(parse_byte_size("1KiB").bytes, 1024U);
  EXPECT_EQ(parse_byte_size("16 MiB").bytes, 16U << 20);
  EXPECT_EQ(parse_byte_size("16MB").bytes, 16000000U);
  EXPECT_EQ(parse_byte_size("512").bytes, 512U);
  EXPECT_TRUE(parse_byte_size("unlimited").ok());
  EXPECT_EQ(parse_byte_size("None").bytes, 0U);
  EXPECT_EQ(parse_byte_size("0MiB").bytes, 0U);
}

// spec: DSC-105 (a fractional size is refused, with the reason)
TEST(ByteSize, RefusesWithAReason) {
  EXPECT_NE(parse_byte_size("1.5MiB").error.find("fractional"), std::string::npos);
  EXPECT_NE(parse_byte_size("MiB").error.find("number"), std::string::npos);
  EXPECT_NE(parse_byte_size("3 parsecs").error.find("unit"), std::string::npos);
  EXPECT_NE(parse_byte_size("99999999999999999999").error.find("large"), std::string::npos);
}

TEST(ByteSize, DescribesInTheLargestExactUnit) {
  EXPECT_EQ(describe_byte_size(8U << 20), "8 MiB");
  EXPECT_EQ(describe_byte_size(1024), "1 KiB");
  EXPECT_EQ(describe_byte_size(1000), "1000 bytes");
  EXPECT_EQ(describe_byte_size(0), "unlimited");
}

}  // namespace mind
