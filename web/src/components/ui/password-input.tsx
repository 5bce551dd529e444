import { IconButton, Input, InputGroup, type InputProps } from '@chakra-ui/react';
import { Eye, EyeOff } from 'lucide-react';
import { useState, type Ref } from 'react';

/** A password field with a show/hide toggle; pasting and password managers keep working. */
interface PasswordInputProps extends Omit<InputProps, 'type'> {
  ref?: Ref<HTMLInputElement>;
}

export function PasswordInput(props: PasswordInputProps) {
  const [isVisible, setVisible] = useState(false);
  return (
    <InputGroup
      endElement={
        <IconButton
          variant="ghost"
          size="xs"
          me="-2"
          aria-label={isVisible ? 'Hide password' : 'Show password'}
          aria-pressed={isVisible}
          disabled={props.disabled ?? false}
          onClick={() => setVisible((visible) => !visible)}
        >
          {isVisible ? <EyeOff /> : <Eye />}
        </IconButton>
      }
    >
      <Input {...props} type={isVisible ? 'text' : 'password'} />
    </InputGroup>
  );
}
