/* The wasm module's own translation unit: the C ABI comes from libbgb.a (bgb_static), whose
** functions EXPORTED_FUNCTIONS keeps; emscripten needs no main for a library module. */
#include <bgb/bgb.h>

/* Keeps the archive's ABI object referenced even if a linker drops unreferenced members. */
uint32_t bgb_wasm_abi(void);
uint32_t bgb_wasm_abi(void) { return bgb_abi_version(); }
