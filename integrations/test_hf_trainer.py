"""Hugging Face `Trainer` (and PEFT LoRA adapters) training a small GPT-2 and a BERT classifier
with torchtpu, against the same run in eager.

`TrainingArguments(torch_compile_backend="torchtpu")` cannot work: accelerate's
`TorchDynamoPlugin` turns the name into its own closed `DynamoBackend` enum and raises
`ValueError: 'TORCHTPU' is not a valid DynamoBackend`. The recipes that work compile the model
before handing it to `Trainer`: `model.compile(backend="torchtpu")` (in place, keeping the
model's class and `forward` signature), or `torch.compile(model, backend="torchtpu")` with
`remove_unused_columns=False` (the wrapper's `forward(*args, **kwargs)` hides the column names
Trainer keeps, and every column is dropped)."""

import pytest
import torch
from torch.utils.data import Dataset

import torchtpu
from conftest import close

transformers = pytest.importorskip("transformers")
peft = pytest.importorskip("peft")


class Tokens(Dataset):
    def __init__(self, n: int = 16, t: int = 32, vocab: int = 128, classes: int | None = None):
        g = torch.Generator().manual_seed(0)
        self.x = torch.randint(0, vocab, (n, t), generator=g)
        self.y = torch.randint(0, classes, (n,), generator=g) if classes else None
        # A column the model does not take: Trainer removes it, unless told not to.
        self.extra = torch.arange(n)

    def __len__(self):
        return len(self.x)

    def __getitem__(self, i):
        labels = self.x[i] if self.y is None else self.y[i]
        return {"input_ids": self.x[i], "labels": labels, "extra": self.extra[i]}


def gpt2():
    cfg = transformers.GPT2Config(vocab_size=128, n_positions=64, n_embd=32, n_layer=2, n_head=2)
    return transformers.GPT2LMHeadModel(cfg)


def bert():
    cfg = transformers.BertConfig(vocab_size=128, hidden_size=32, num_hidden_layers=2, num_attention_heads=2,
                                  intermediate_size=64, max_position_embeddings=64, num_labels=3)
    return transformers.BertForSequenceClassification(cfg)


def lora(model, targets):
    cfg = peft.LoraConfig(r=4, lora_alpha=8, target_modules=targets, lora_dropout=0.1)
    return peft.get_peft_model(model, cfg)


def train(make_model, dataset, how: str | None, steps: int = 8, remove_unused_columns: bool = True) -> list[float]:
    torch.manual_seed(0)
    model = make_model()
    if how == "method":
        model.compile(backend="torchtpu")
    elif how == "wrap":
        model = torch.compile(model, backend="torchtpu")
    args = transformers.TrainingArguments(
        output_dir="out", per_device_train_batch_size=4, max_steps=steps, logging_steps=1, report_to=[],
        save_strategy="no", use_cpu=True, seed=0, dataloader_num_workers=0, disable_tqdm=True,
        remove_unused_columns=remove_unused_columns,
    )
    trainer = transformers.Trainer(model=model, args=args, train_dataset=dataset)
    trainer.train()
    return [h["loss"] for h in trainer.state.log_history if "loss" in h]


@pytest.mark.parametrize("adapter", [False, True], ids=["plain", "lora"])
def test_gpt2_trainer(adapter):
    make = (lambda: lora(gpt2(), ["c_attn", "c_proj"])) if adapter else gpt2
    eager = train(make, Tokens(), None)
    compiled = train(make, Tokens(), "method")
    close(eager, compiled)
    assert torchtpu.stats()["graphs"] > 0 and torchtpu.stats()["executions"] > 0


@pytest.mark.parametrize("adapter", [False, pytest.param(True, marks=pytest.mark.slow)], ids=["plain", "lora"])
def test_bert_classifier_trainer(adapter):
    make = (lambda: lora(bert(), ["query", "value"])) if adapter else bert
    eager = train(make, Tokens(classes=3), None)
    compiled = train(make, Tokens(classes=3), "wrap", remove_unused_columns=False)
    close(eager, compiled)
    assert torchtpu.stats()["graphs"] > 0


def test_wrapped_model_needs_remove_unused_columns_false():
    """What a user meets first, written down: the wrapper hides the model's signature, so Trainer
    drops every column unless `remove_unused_columns=False`."""
    with pytest.raises(ValueError, match="empty"):
        train(gpt2, Tokens(), "wrap", steps=1)


def test_torch_compile_backend_argument_is_refused_by_accelerate():
    """Why `TrainingArguments(torch_compile_backend="torchtpu")` is not the recipe (accelerate's enum)."""
    with pytest.raises(ValueError, match="DynamoBackend"):
        args = transformers.TrainingArguments(output_dir="out", use_cpu=True, torch_compile_backend="torchtpu",
                                              report_to=[], max_steps=1)
        transformers.Trainer(model=gpt2(), args=args, train_dataset=Tokens())
