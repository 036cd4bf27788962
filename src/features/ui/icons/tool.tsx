import { Svg } from '../Svg';

export const ToolIcon = ({ size }: { size?: number }) => (
  <Svg size={size}>
    <path d="M14.7 6.3a4 4 0 0 0-5.4 5.3L3 18l3 3 6.4-6.3a4 4 0 0 0 5.3-5.4l-2.5 2.5-2.8-.7-.7-2.8z" />
  </Svg>
);
