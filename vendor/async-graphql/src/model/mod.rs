mod directive;
mod enum_value;
mod field;
mod input_value;
mod kind;
mod schema;
mod r#type;

pub use directive::{__Directive, __DirectiveLocation, location_traits};
pub use enum_value::__EnumValue;
pub use field::__Field;
pub use input_value::__InputValue;
pub use kind::__TypeKind;
pub use schema::__Schema;
pub use r#type::__Type;
