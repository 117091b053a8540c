import type { CSSProperties } from 'react';
import styles from './icons.module.css';

type IconName =
  'search' | 'chevronDown' | 'globe' | 'user' | 'menu' | 'close' | 'phone' | 'chat' | 'handshake' | 'qr' | 'arrowUp' | 'mail' | 'check' | 'arrowRight';

/** Small stroke icons of the chrome (shapes in icons.module.css); always decorative. A size other than the icon's own is set inline. */
function Icon({ name, size }: { name: IconName; size?: number | undefined }) {
  const style = size === undefined ? undefined : ({ '--icon-size': `${size}px` } as CSSProperties);
  return <span className={`${styles.icon} ${styles[name]}`} style={style} aria-hidden="true" />;
}

export const SearchIcon = () => <Icon name="search" />;
export const ChevronDownIcon = ({ size }: { size?: number }) => <Icon name="chevronDown" size={size} />;
export const GlobeIcon = () => <Icon name="globe" />;
export const UserIcon = () => <Icon name="user" />;
export const MenuIcon = () => <Icon name="menu" />;
export const CloseIcon = () => <Icon name="close" />;
export const PhoneIcon = () => <Icon name="phone" />;
export const ChatIcon = ({ size }: { size?: number }) => <Icon name="chat" size={size} />;
export const HandshakeIcon = () => <Icon name="handshake" />;
export const QrIcon = () => <Icon name="qr" />;
export const ArrowUpIcon = () => <Icon name="arrowUp" />;
export const MailIcon = () => <Icon name="mail" />;
export const CheckIcon = () => <Icon name="check" />;
export const ArrowRightIcon = () => <Icon name="arrowRight" />;
