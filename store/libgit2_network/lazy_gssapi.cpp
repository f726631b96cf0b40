// GSSAPI's entry points, for the libgit2 linked into mind: libgit2 calls them
// only to answer an https server's Negotiate (Kerberos) challenge, so each
// call goes to the real libgssapi_krb5, opened by the first one
// (lazy_library.hpp). Each definition repeats the declaration in
// <gssapi/gssapi.h>, so a prototype that drifts from the header does not
// compile. When the library cannot be opened, every call answers
// GSS_S_FAILURE, which libgit2 takes as "Negotiate unavailable".

#include <gssapi/gssapi.h>

#include "store/libgit2_network/lazy_library.hpp"

namespace {

template <typename F>
F real(const char* name) {
  return mind::store::gssapi_library().function<F>(name);
}

// RFC 2744's name type for "service@host", by value {1 2 840 113554 1 2 1 4}.
// libgit2 passes this to gss_import_name; the forwarder hands the library its
// own object instead, so the placeholder is never compared by address.
gss_OID_desc g_hostbased_service{10, const_cast<char*>("\x2a\x86\x48\x86\xf7\x12\x01\x02\x01\x04")};

OM_uint32 unavailable(OM_uint32* minor_status) {
  if (minor_status != nullptr) *minor_status = 0;
  return GSS_S_FAILURE;
}

}  // namespace

gss_OID GSS_C_NT_HOSTBASED_SERVICE = &g_hostbased_service;

#define MIND_GSS(name, params, args)                            \
  extern "C" OM_uint32 KRB5_CALLCONV name params {              \
    static const auto forward = real<decltype(&(name))>(#name); \
    if (forward == nullptr) return unavailable(minor_status);   \
    return forward args;                                        \
  }

extern "C" OM_uint32 KRB5_CALLCONV gss_import_name(OM_uint32* minor_status,
                                                   gss_buffer_t input_name_buffer,
                                                   gss_OID input_name_type,
                                                   gss_name_t* output_name) {
  static const auto forward = real<decltype(&gss_import_name)>("gss_import_name");
  static auto* const library_hostbased =
      static_cast<gss_OID*>(mind::store::gssapi_library().symbol("GSS_C_NT_HOSTBASED_SERVICE"));
  if (forward == nullptr || library_hostbased == nullptr) return unavailable(minor_status);
  if (input_name_type == &g_hostbased_service) input_name_type = *library_hostbased;
  return forward(minor_status, input_name_buffer, input_name_type, output_name);
}

MIND_GSS(gss_init_sec_context,
         (OM_uint32 * minor_status, gss_cred_id_t claimant_cred_handle,
          gss_ctx_id_t* context_handle, gss_name_t target_name, gss_OID mech_type,
          OM_uint32 req_flags, OM_uint32 time_req, gss_channel_bindings_t input_chan_bindings,
          gss_buffer_t input_token, gss_OID* actual_mech_type, gss_buffer_t output_token,
          OM_uint32* ret_flags, OM_uint32* time_rec),
         (minor_status, claimant_cred_handle, context_handle, target_name, mech_type, req_flags,
          time_req, input_chan_bindings, input_token, actual_mech_type, output_token, ret_flags,
          time_rec))
MIND_GSS(gss_delete_sec_context,
         (OM_uint32 * minor_status, gss_ctx_id_t* context_handle, gss_buffer_t output_token),
         (minor_status, context_handle, output_token))
MIND_GSS(gss_display_status,
         (OM_uint32 * minor_status, OM_uint32 status_value, int status_type, gss_OID mech_type,
          OM_uint32* message_context, gss_buffer_t status_string),
         (minor_status, status_value, status_type, mech_type, message_context, status_string))
MIND_GSS(gss_indicate_mechs, (OM_uint32 * minor_status, gss_OID_set* mech_set),
         (minor_status, mech_set))
MIND_GSS(gss_release_buffer, (OM_uint32 * minor_status, gss_buffer_t buffer),
         (minor_status, buffer))
MIND_GSS(gss_release_name, (OM_uint32 * minor_status, gss_name_t* input_name),
         (minor_status, input_name))
MIND_GSS(gss_release_oid_set, (OM_uint32 * minor_status, gss_OID_set* set), (minor_status, set))
