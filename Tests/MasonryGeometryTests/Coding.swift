// SPDX-License-Identifier: MIT

import Foundation

/// `value` encoded to JSON and decoded again.
func roundTrip<T: Codable>(_ value: T) throws -> T {
  try JSONDecoder().decode(T.self, from: JSONEncoder().encode(value))
}

/// `value` as JSON with sorted keys, to pin the encoded form.
func json<T: Encodable>(_ value: T) throws -> String {
  let encoder = JSONEncoder()
  encoder.outputFormatting = .sortedKeys
  return String(decoding: try encoder.encode(value), as: UTF8.self)
}

/// The value that `text`, as JSON, decodes to.
func decode<T: Decodable>(_ type: T.Type, from text: String) throws -> T {
  try JSONDecoder().decode(type, from: Data(text.utf8))
}
