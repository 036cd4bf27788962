/** The `gd-*` events live in the core (the launch flow emits them too); features import them from here. */
export * from '../../core/events';
