#include "namespacing/effective_name.hpp"
