// RUN: rulir-opt %s --split-input-file --verify-diagnostics
// File metadata ({-# ... #-}) checked as MLIR 19 checks it: its keys, the
// dialects of dialect_resources, and the resource blobs of builtin.

// expected-error@+2 {{expected identifier key in file metadata dictionary}}
{-#

// -----

// expected-error@+2 {{unknown key 'some_key' in file metadata dictionary}}
{-#
  some_key: {}
#-}

// -----

// expected-error@+3 {{expected identifier key for 'resource' entry}}
{-#
  dialect_resources: {
    10
  }
#-}

// -----

// expected-error@+3 {{expected ':'}}
{-#
  external_resources: {
    entry "value"
  }
#-}

// -----

// expected-error@+3 {{dialect 'foobar' is unknown}}
{-#
  dialect_resources: {
    foobar: {
      entry: "foo"
    }
  }
#-}

// -----

// expected-error@+4 {{unexpected 'resource' section for dialect 'func'}}
{-#
  dialect_resources: {
    func: {
      entry: "foo"
    }
  }
#-}

// -----

// expected-error@+4 {{expected hex string blob for key 'invalid_blob'}}
{-#
  dialect_resources: {
    builtin: {
      invalid_blob: ""
    }
  }
#-}

// -----

// expected-error@+4 {{expected hex string blob for key 'invalid_blob' to encode alignment in first 4 bytes}}
{-#
  dialect_resources: {
    builtin: {
      invalid_blob: "0x"
    }
  }
#-}

// -----

// expected-error@+4 {{expected hex string blob for key 'blob' to encode alignment in first 4 bytes, but got non-power-of-2 value: 3}}
{-#
  dialect_resources: {
    builtin: {
      blob: "0x0300000001020304"
    }
  }
#-}

// -----

// A well-formed section is read and skipped.
{-#
  dialect_resources: {
    builtin: {
      blob1: "0x08000000010203040506070809",
      blob2: "0x0400000001020304"
    }
  },
  external_resources: {
    some_tool: {
      key: "value",
      other: true
    }
  }
#-}
