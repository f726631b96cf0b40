#pragma once
/// Which items of an install batch the managed policy admits (POL-12 and the
/// review gate of design decision 17), decided over the whole batch before any
/// write. A single item refused throws; in a batch (a glob, `--all`, a meld)
/// each refused item is dropped with one bounded line and the others install,
/// except those that depend on a refused item: an install never leaves an
/// item whose `{{ns:NAME}}` or `requires:` sibling was refused (DEP-1, DEP-4).

#include <vector>

#include "install/session.hpp"
#include "install/sources/source_catalog.hpp"

namespace mind::install {

/// Filters `ordered` in place (its order kept). Items already installed are
/// never refused again; `catalogs` are the sources the items come from.
void admit_by_policy(Session& session, const std::vector<SourceCatalog>& catalogs,
                     std::vector<const OfferedItem*>& ordered, bool batch);

}  // namespace mind::install
