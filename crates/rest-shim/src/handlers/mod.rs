pub mod forum;
