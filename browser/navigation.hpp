#pragma once
/// What a key does to the browser's state when it starts no operation:
/// moving the highlight, opening and closing nodes, the search line and the
/// cycling filters, the modes (details, help, the lobes list). Pure, so every
/// key is tested without a terminal; the operations (learn, forget, meld,
/// ...) and their dialogs are the app's (browser/app.cpp).

#include "browser/keys.hpp"
#include "browser/state.hpp"

namespace mind::browser {

/// Applies `action` to `state` in the tree, details, help or search mode;
/// `height` is the tree's height in rows. False when the action is not a
/// navigation (an operation, or none): the state is then unchanged.
bool navigate(State& state, Action action, int height);

/// The lobes list's own keys (move, close). False for any other action,
/// among them adding and removing a lobe, which ask first.
bool navigate_lobes(State& state, Action action);

}  // namespace mind::browser
